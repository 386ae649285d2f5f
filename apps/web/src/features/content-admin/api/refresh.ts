import type { QueryClient, QueryKey } from '@tanstack/react-query';
import {
  articleKeys,
  calendarKeys,
  courseKeys,
  faqKeys,
  homeKeys,
  memberKeys,
  onlineCourseKeys,
  topicKeys,
} from '../../../lib/query-keys';

/*
 * The queries an admin write changes, by kind of write; after a save they are marked stale, and those
 * on screen reload (the edit form's own query among them).
 */
const AFFECTED = {
  topic: [topicKeys.all, homeKeys.all],
  /** A renamed topic takes its articles and courses along. */
  topicRenamed: [articleKeys.all, courseKeys.all, onlineCourseKeys.all, calendarKeys.all],
  faq: [faqKeys.all],
  /** Course pages show their facilitator, and the organizer by name. */
  member: [memberKeys.all, homeKeys.all, courseKeys.all, onlineCourseKeys.all],
  article: [articleKeys.all, homeKeys.all],
} satisfies Record<string, readonly QueryKey[]>;

export type ContentKind = keyof typeof AFFECTED;

export async function refreshAfterSave(queryClient: QueryClient, ...kinds: ContentKind[]): Promise<void> {
  const keys = kinds.flatMap((kind): readonly QueryKey[] => AFFECTED[kind]);
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
