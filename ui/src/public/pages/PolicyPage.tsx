// /page/<slug>: a policy or help page the council edits in the back office. The server
// renders the Markdown to HTML it has already made safe (no raw HTML, no script, links only
// to web, mail and phone addresses), so the HTML is shown as it comes.
import { Link, useParams } from 'react-router';
import { usePolicyPages, type PolicyPage as PolicyPageItem } from '../../api/public';
import { useT, pick, useLanguage } from '../../i18n';
import { usePageMeta } from '../../shared/usePageMeta';
import { PAGES_NS } from '../../i18n/pages';
import { PageHeader } from './PageHeader';
import { NotFoundPage } from './NotFoundPage';
import { MarkdownBody } from './MarkdownBody';

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
  const { items, error, isLoading } = usePolicyPages();
  const page = items?.find((p) => p.slug === slug);
  if (page) return <Policy page={page} />;
  // No such page among those published: the site's "page not found" page.
  if (items && !isLoading) return <NotFoundPage />;
  return <Pending failed={error?.message} />;
}

function Pending({ failed }: { failed?: string }) {
  const { t } = useT(PAGES_NS);
  usePageMeta('', '');
  if (failed === undefined) {
    return (
      <p className="container page-body status" role="status">
        {t('policy.loading')}
      </p>
    );
  }
  return (
    <>
      <PageHeader title={t('policy.failed')} />
      <div className="container page-body">
        <p className="status" role="status">
          {`${t('policy.failed')} (${failed})`}
        </p>
        <p>
          <Link to="/">{t('policy.back')}</Link>
        </p>
      </div>
    </>
  );
}

function Policy({ page }: { page: PolicyPageItem }) {
  const [language] = useLanguage();
  const title = pick(language, page.titleEn, page.titleOd);
  const html = pick(language, page.bodyEnHtml ?? '', page.bodyOdHtml ?? '');
  const markdown = pick(language, page.bodyEn, page.bodyOd);
  usePageMeta(title, summaryOf(markdown) || title);
  return (
    <>
      <PageHeader title={title} />
      <div className="container page-body">
        <article>
          <MarkdownBody className="prose policy-body" html={html} />
        </article>
      </div>
    </>
  );
}
