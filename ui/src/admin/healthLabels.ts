import type { HealthCheck } from '../api/health';

/** Each check's heading and what to say when it finds nothing. */
export const CHECK_LABELS: Record<HealthCheck, { title: string; empty: string }> = {
  brokenLinks: { title: 'Broken links', empty: 'No broken link was found.' },
  textlessDocuments: { title: 'Documents without text', empty: 'Every document carries text.' },
  missingLanguage: { title: 'Missing language', empty: 'Every item has both languages.' },
  missingAltText: { title: 'Images without a description', empty: 'Every image is described.' },
  dueForReview: { title: 'Due for review', empty: 'Nothing is due for review.' },
  starterContent: { title: 'Starter content', empty: 'No starter content is left as it was.' },
  untitledVideos: { title: 'Untitled videos', empty: 'Every video has a title.' },
  placeholderContacts: { title: 'Placeholder contact details', empty: "Every contact detail is the council's own." },
};
