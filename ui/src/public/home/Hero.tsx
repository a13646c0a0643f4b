// The hero (docs/decisions.md §2 item 1, docs/decisions.md §9): the first active banner, not rotating, with all its
// texts in the chosen language, a mortarboard icon and the border strip.
import { MortarboardIcon } from '../icons';
import { useBanners } from '../../api/public';
import { useT, pick, useLanguage } from '../../i18n';
import { Img } from '../../shared/Img';
import { SIZES } from '../../shared/variants';

export function Hero() {
  const { t } = useT();
  const [language] = useLanguage();
  const { items, error, isLoading } = useBanners();
  const banner = items?.[0];

  const title = banner ? pick(language, banner.bannerTitleEn, banner.bannerTitleOd) : '';
  return (
    <section className="hero">
      <div className="container hero-inner">
        <div className="hero-text">
          <MortarboardIcon className="hero-icon" />
          <h1>{title || t('site.name')}</h1>
          {isLoading && <p role="status">{t('status.loading')}</p>}
          {error && <p className="status-error-on-dark">{t('hero.error')}</p>}
          {banner && (
            <>
              <p className="hero-subtitle">{pick(language, banner.bannerSubtitleEn, banner.bannerSubtitleOd)}</p>
              <p className="hero-desc">{pick(language, banner.bannerDescEn, banner.bannerDescOd)}</p>
            </>
          )}
        </div>
        <div className="hero-media">
          {banner ? (
            <Img
              src={banner.bannerImagePath}
              width={1600}
              height={640}
              className="hero-image"
              priority
              sizes={SIZES.hero}
              missingText={t('hero.noImage')}
            />
          ) : (
            !isLoading && <div className="no-image hero-image">{t('hero.noImage')}</div>
          )}
        </div>
      </div>
      <div className="hero-border" aria-hidden="true" />
    </section>
  );
}
