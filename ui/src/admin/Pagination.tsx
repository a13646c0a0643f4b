import { FiChevronLeft, FiChevronRight, FiChevronsLeft, FiChevronsRight } from 'react-icons/fi';
import { PAGE_SIZES } from './rows';
import { useAdminT } from './useAdminT';
import { useLanguage } from '../i18n';
import { formatNumber } from '../shared/format';

interface Props {
  id: string;
  page: number;
  pageCount: number;
  from: number;
  to: number;
  total: number;
  size: number;
  onPage: (page: number) => void;
  onSize: (size: number) => void;
}

/** 'Rows per page:' 10, 20, 25 or 50, the range shown, and first/previous/next/last. */
export default function Pagination({ id, page, pageCount, from, to, total, size, onPage, onSize }: Props) {
  const t = useAdminT();
  const [language] = useLanguage();
  const selectId = `${id}-rows-per-page`;
  const buttons = [
    { label: t('First page'), icon: <FiChevronsLeft aria-hidden="true" />, to: 1, off: page <= 1 },
    { label: t('Previous page'), icon: <FiChevronLeft aria-hidden="true" />, to: page - 1, off: page <= 1 },
    { label: t('Next page'), icon: <FiChevronRight aria-hidden="true" />, to: page + 1, off: page >= pageCount },
    { label: t('Last page'), icon: <FiChevronsRight aria-hidden="true" />, to: pageCount, off: page >= pageCount },
  ];
  return (
    <nav className="adm-pagination" aria-label={t('Pagination')}>
      <label htmlFor={selectId}>{t('Rows per page:')}</label>
      <select id={selectId} value={size} onChange={(e) => onSize(Number(e.target.value))}>
        {PAGE_SIZES.map((n) => (
          <option key={n} value={n}>
            {formatNumber(n, language)}
          </option>
        ))}
      </select>
      <span className="adm-range" aria-live="polite">
        {t('{{from}}–{{to}} of {{total}}', {
          from: formatNumber(from, language),
          to: formatNumber(to, language),
          total: formatNumber(total, language),
        })}
      </span>
      {buttons.map((b) => (
        <button
          key={b.label}
          type="button"
          className="adm-icon-button adm-page-button"
          aria-label={b.label}
          title={b.label}
          disabled={b.off}
          onClick={() => onPage(b.to)}
        >
          {b.icon}
        </button>
      ))}
    </nav>
  );
}
