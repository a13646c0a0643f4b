// /about/visionandmission: the council's vision and mission, written in both languages.
import { useT } from '../../i18n';
import { FaBullseye, FaEye } from 'react-icons/fa6';
import { usePageMeta } from '../../shared/usePageMeta';
import { PAGES_NS } from '../../i18n/pages';
import { PageHeader } from './PageHeader';

export function VisionMissionPage() {
  const { t } = useT(PAGES_NS);
  usePageMeta(t('meta.vision.title'), t('meta.vision.description'));
  const mission = t('vision.mission', { returnObjects: true }) as unknown as string[];
  return (
    <>
      <PageHeader title={t('meta.vision.title')} />
      <div className="container page-body vision-grid">
        <section className="card vision-card" aria-labelledby="vision-heading">
          <FaEye className="vision-icon" aria-hidden="true" focusable="false" />
          <h2 id="vision-heading">{t('vision.visionHeading')}</h2>
          <p>{t('vision.vision')}</p>
        </section>
        <section className="card vision-card" aria-labelledby="mission-heading">
          <FaBullseye className="vision-icon" aria-hidden="true" focusable="false" />
          <h2 id="mission-heading">{t('vision.missionHeading')}</h2>
          <ul className="mission-list">
            {mission.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
