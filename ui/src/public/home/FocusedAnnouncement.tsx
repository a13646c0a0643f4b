// Focused Announcement (docs/decisions.md §2 item 2): the notice board and at most 3 announcement cards.
import { useDeferredValue } from 'react';
import { useAnnouncements, useNotices } from '../../api/public';
import { useT, pick, useLanguage } from '../../i18n';
import { Img } from '../../shared/Img';
import { SIZES } from '../../shared/variants';
import { NoticeScroller } from './NoticeScroller';
import { Empty, Failure, Loading } from './SectionStatus';

export const MAX_ANNOUNCEMENT_CARDS = 3;

export function FocusedAnnouncement() {
  const { t } = useT();
  const [language] = useLanguage();
  // The lists render in the background (time-sliced), after the hero, so the main thread is
  // never held for long when the data comes in.
  const noticeState = useNotices();
  const cardState = useAnnouncements();
  const notices = { ...noticeState, items: useDeferredValue(noticeState.items) };
  const cards = { ...cardState, items: useDeferredValue(cardState.items) };
  notices.isLoading ||= !!noticeState.items && !notices.items;
  cards.isLoading ||= !!cardState.items && !cards.items;
  const shown = cards.items?.slice(0, MAX_ANNOUNCEMENT_CARDS);

  return (
    <section className="section announce" aria-labelledby="announce-heading">
      <div className="container">
        <h2 id="announce-heading" className="section-title">
          {t('announce.heading')}
        </h2>
        <div className="announce-grid">
          <div className="card notice-card">
            <h3 className="notice-title">
              {t('announce.notices')}
            </h3>
            {notices.isLoading && <Loading text={t('status.loading')} />}
            {notices.error && <Failure text={t('announce.error')} />}
            {notices.items &&
              (notices.items.length ? <NoticeScroller notices={notices.items} /> : <Empty text={t('announce.noNotices')} />)}
          </div>
          <div className="announce-cards">
            <h3 className="visually-hidden">{t('announce.cards')}</h3>
            {cards.isLoading && <Loading text={t('status.loading')} />}
            {cards.error && <Failure text={t('announce.error')} />}
            {shown && shown.length === 0 && <Empty text={t('announce.empty')} />}
            {shown && shown.length > 0 && (
              <ul className="card-list">
                {shown.map((card) => (
                  <li key={card.announceId} className="card announce-card">
                    <Img src={card.announceImagePath} width={600} height={400} className="card-image" sizes={SIZES.card} />
                    <div className="card-body">
                      <h4>{pick(language, card.announceTitleEn, card.announceTitleOd)}</h4>
                      <p>{pick(language, card.announceDescEn, card.announceDescOd)}</p>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
