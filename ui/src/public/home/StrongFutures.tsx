// Building Stronger Futures Together (docs/decisions.md §2 item 8): partner logos with names.
import { useStrongFutures } from '../../api/public';
import { useT, pick } from '../../i18n';
import { Img } from '../../shared/Img';
import { SIZES } from '../../shared/variants';
import { Empty, Failure, Loading } from './SectionStatus';

export function PartnerList() {
  const { t, language } = useT();
  const { items, error, isLoading } = useStrongFutures();
  if (isLoading) return <Loading text={t('status.loading')} />;
  if (error) return <Failure text={t('futures.error')} />;
  if (!items) return null;
  if (items.length === 0) return <Empty text={t('futures.empty')} />;
  return (
    <ul className="futures-grid">
      {items.map((item) => (
        <li key={item.id}>
          <figure className="partner">
            <Img src={item.logoPath} width={160} height={160} className="partner-logo" sizes={SIZES.logo} />
            <figcaption>{pick(language, item.nameEn, item.nameOd)}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
