// /page/<slug>: a policy or help page the council edits in the back office. The server
// renders the Markdown to HTML it has already made safe (no raw HTML, no script, links only
// to web, mail and phone addresses), so the HTML is shown as it comes.
import { Link, useParams } from 'react-router';
import { usePolicyPages } from '../../api/public';
import { useT, pick, useLanguage } from '../../i18n';
import { usePageMeta } from '../../app/usePageMeta';
import { PAGES_NS } from '../../i18n/pages';
import { PageHeader } from './PageHeader';

/** The first words of a Markdown body as plain text, for the page's meta description. */
function summaryOf(markdown: string): string {
  const plain = markdown
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/[#*_[\]|>`]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > 160 ? `${plain.slice(0, 157).trimEnd()}…` : plain;
}

export function PolicyPage() {
  const { slug = '' } = useParams();
  const { t } = useT(PAGES_NS);
  const [language] = useLanguage();
  const { items, error, isLoading } = usePolicyPages();
  const page = items?.find((p) => p.slug === slug);
  const title = page ? pick(language, page.titleEn, page.titleOd) : items ? t('policy.notFound') : '';
  const html = page ? pick(language, page.bodyEnHtml ?? '', page.bodyOdHtml ?? '') : '';
  const markdown = page ? pick(language, page.bodyEn, page.bodyOd) : '';
  usePageMeta(page ? title : '', summaryOf(markdown) || title);

  if (isLoading) {
    return (
      <p className="container page-body status" role="status">
        {t('policy.loading')}
      </p>
    );
  }
  if (!page) {
    return (
      <>
        <PageHeader title={error ? t('policy.failed') : t('policy.notFound')} />
        <div className="container page-body">
          <p className="status" role="status">
            {error ? `${t('policy.failed')} (${error.message})` : t('policy.notFound')}
          </p>
          <p>
            <Link to="/">{t('policy.back')}</Link>
          </p>
        </div>
      </>
    );
  }
  return (
    <>
      <PageHeader title={title} />
      <div className="container page-body">
        {/* Safe by construction on the server: see src/content/markdown.rs. */}
        <article className="prose policy-body" dangerouslySetInnerHTML={{ __html: html }} />
      </div>
    </>
  );
}
