import type { TopicCardData } from '../../components/content/topic-card';

/** Shown when the topic list cannot be fetched: the nine areas the site was founded with. */
export const FALLBACK_TOPICS: readonly TopicCardData[] = [
  'AUTOSTIMA',
  'DOLORE PERDITA',
  'RELAZIONI',
  'SPIRITUALITA',
  'POTERE PERSONALE',
  'PROSPERITA E ABBONDANZA',
  'BENESSERE',
  'FOBIE',
  'SVILUPPO PERSONALE',
].map((title) => ({ title }));
