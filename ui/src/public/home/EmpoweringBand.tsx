// The Empowering Education band (docs/decisions.md §2 item 4), drawn with CSS and an SVG pattern.
import { useT } from '../../i18n';

export function EmpoweringBand() {
  const { t } = useT();
  return (
    <section className="band" aria-labelledby="band-heading">
      <div className="container band-inner">
        <h2 id="band-heading">{t('band.heading')}</h2>
        <p className="band-text">{t('band.text')}</p>
        <p className="band-pillars">{t('band.pillars')}</p>
      </div>
    </section>
  );
}
