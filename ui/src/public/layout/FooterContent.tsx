// The footer (docs/decisions.md §1): contact details from the first active general setting, quick links,
// the map (loaded on approach), the social icons and the copyright line, whose year refreshes
// every 24 hours.
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { FaEnvelope, FaFacebookF, FaLocationDot, FaPhone, FaRss, FaXTwitter, FaYoutube } from 'react-icons/fa6';
import { useGeneralSettings, usePolicyPages } from '../../api/public';
import { ExternalLink } from '../ExternalLink';
import { MapFrame, mapLink } from '../MapFrame';
import { useT, pick, useLanguage } from '../../i18n';
import { formatNumber } from '../../shared/format';
import { contactDetails } from '../contactDetails';
import { Logo } from './Logo';
import { PATHS } from './menu';

export const YEAR_REFRESH_MS = 24 * 60 * 60 * 1000;
/** The server's feeds, `/feeds/<name>.xml`; `?lang=od` gives the Odia one. */
export const FEEDS = ['news', 'notices', 'documents'] as const;

export function feedAddress(feed: (typeof FEEDS)[number], language: string): string {
  return `/feeds/${feed}.xml${language === 'od' ? '?lang=od' : ''}`;
}

function useCurrentYear(): number {
  const [year, setYear] = useState(() => new Date().getFullYear());
  useEffect(() => {
    const timer = window.setInterval(() => setYear(new Date().getFullYear()), YEAR_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, []);
  return year;
}

export function FooterContent() {
  const { t } = useT();
  const [language] = useLanguage();
  const year = useCurrentYear();
  const { items, error } = useGeneralSettings();
  const { items: pages } = usePolicyPages();
  const contact = useRef<HTMLHeadingElement>(null);
  const setting = items?.[0];
  const social = [
    { href: setting?.facebookUrl?.trim(), label: t('footer.facebook'), Icon: FaFacebookF },
    { href: setting?.twitterUrl?.trim(), label: t('footer.twitter'), Icon: FaXTwitter },
    { href: setting?.youtubeUrl?.trim(), label: t('footer.youtube'), Icon: FaYoutube },
  ].filter((s): s is typeof s & { href: string } => Boolean(s.href));

  useEffect(() => {
    if (error) console.error('Footer settings could not be loaded:', error.message);
  }, [error]);

  const { address, email, phone, phoneHref, office, officeHref, mapQuery } = contactDetails(setting, language);

  return (
    <>
      <div className="container footer-grid">
        <div className="footer-about">
          <h2 className="footer-brand">
            <Logo alt="" size={56} />
            <span>{t('site.name')}</span>
          </h2>
          <p>{t('footer.about')}</p>
        </div>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" ref={contact} tabIndex={-1}>
            {t('footer.contact')}
          </h2>
          {setting && (
            <address className="contact-list">
              {address && (
                <p>
                  <FaLocationDot aria-hidden="true" focusable="false" />
                  <span>
                    <span className="visually-hidden">{t('footer.address')}: </span>
                    {address}
                  </span>
                </p>
              )}
              {email && (
                <p>
                  <FaEnvelope aria-hidden="true" focusable="false" />
                  <span className="visually-hidden">{t('footer.email')}: </span>
                  <a href={`mailto:${email}`}>{email}</a>
                </p>
              )}
              {phone && (
                <p>
                  <FaPhone aria-hidden="true" focusable="false" />
                  <span className="visually-hidden">{t('footer.phone')}: </span>
                  <a href={phoneHref}>{phone}</a>
                </p>
              )}
              {office && (
                <p>
                  <FaPhone aria-hidden="true" focusable="false" />
                  <span className="visually-hidden">{t('footer.officePhone')}: </span>
                  <a href={officeHref}>{office}</a>
                </p>
              )}
            </address>
          )}
        </section>
        <section aria-labelledby="footer-links">
          <h2 id="footer-links">{t('footer.quickLinks')}</h2>
          <ul className="quick-links">
            <li>
              <Link to={PATHS.introduction}>{t('nav.introduction')}</Link>
            </li>
            <li>
              <Link to={PATHS.vision}>{t('nav.vision')}</Link>
            </li>
            <li>
              <Link to={PATHS.notices}>{t('nav.notices')}</Link>
            </li>
            <li>
              <Link to={PATHS.eContents}>{t('nav.eContents')}</Link>
            </li>
            <li>
              <Link to={PATHS.screenReader}>{t('nav.screenReaderAccess')}</Link>
            </li>
            <li>
              <Link to={PATHS.contact}>{t('footer.contact')}</Link>
            </li>
            <li>
              <Link to="/sitemap">{t('sitemap.link')}</Link>
            </li>
          </ul>
          {/* RSS 2.0 feeds served by the server (docs/feeds.md), in the page's language. */}
          <h3 id="footer-feeds" className="footer-subheading">
            {t('footer.feeds')}
          </h3>
          <ul className="quick-links feed-links" aria-labelledby="footer-feeds">
            {FEEDS.map((feed) => (
              <li key={feed}>
                <a href={feedAddress(feed, language)} type="application/rss+xml">
                  <FaRss aria-hidden="true" focusable="false" />
                  <span>{t(`footer.feed.${feed}`)}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
        {pages && pages.length > 0 && (
          <section aria-labelledby="footer-policies">
            <h2 id="footer-policies">{t('footer.policies')}</h2>
            <ul className="quick-links">
              {pages.map((page) => (
                <li key={page.pageId}>
                  <Link to={`/page/${page.slug}`}>{pick(language, page.titleEn, page.titleOd)}</Link>
                </li>
              ))}
            </ul>
          </section>
        )}
        <section aria-labelledby="footer-map">
          <h2 id="footer-map">{t('footer.findUs')}</h2>
          {/* A third-party frame: only once the visitor presses "Show map". */}
          <MapFrame query={mapQuery} title={t('footer.map')} className="map" width={400} height={220} />
          <p className="map-link">
            <ExternalLink href={mapLink(mapQuery)}>{t('footer.mapLink')}</ExternalLink>
          </p>
        </section>
      </div>
      <div className="footer-bottom">
        <div className="container footer-bottom-inner">
          {social.length > 0 && (
            <div className="social">
              <span>{t('footer.follow')}:</span>
              <ul>
                {social.map(({ href, label, Icon }) => (
                  <li key={label}>
                    <ExternalLink href={href} label={label}>
                      <Icon aria-hidden="true" focusable="false" />
                    </ExternalLink>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <p className="copyright">{t('footer.copyright', { year: formatNumber(year, language) })}</p>
        </div>
      </div>
    </>
  );
}
