import type { TopicCardData } from '../../components/content/topic-card';

/** Shown when the topic list cannot be fetched, as the specification lists them. */
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
