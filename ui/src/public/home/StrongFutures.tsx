// Building Stronger Futures Together (SPEC §2.3 item 8): partner logos with names.
import { useTranslation } from 'react-i18next';
import { useStrongFutures } from '../../api/public';
import { pick, useLanguage } from '../../i18n';
import { Img } from '../Img';
import { Empty, Failure, Loading } from './SectionStatus';

export function StrongFutures() {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const { items, error, isLoading } = useStrongFutures();
  return (
    <section className="section futures" aria-labelledby="futures-heading">
      <div className="container">
        <h2 id="futures-heading" className="section-title">
          {t('futures.heading')}
        </h2>
        {isLoading && <Loading text={t('status.loading')} />}
        {error && <Failure text={t('futures.error')} />}
        {items && items.length === 0 && <Empty text={t('futures.empty')} />}
        {items && items.length > 0 && (
          <ul className="futures-grid">
            {items.map((item) => (
              <li key={item.strongFutureId}>
                <figure className="partner">
                  <Img src={item.logoPath} width={160} height={160} className="partner-logo" />
                  <figcaption>{pick(language, item.nameEn, item.nameOd)}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
