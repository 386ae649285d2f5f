import { FOUNDING_TOPIC_TITLES } from '@cammini/contract';
import type { TopicCardData } from '../../components/content/topic-card';

/** Shown when the topic list cannot be fetched: the nine areas the site was founded with. */
export const FALLBACK_TOPICS: readonly TopicCardData[] = FOUNDING_TOPIC_TITLES.map((title) => ({ title }));
