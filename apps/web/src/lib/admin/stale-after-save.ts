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
} from '../query-keys';

/*
 * The one table of what an admin's save or delete makes stale on the web. After the server's 200 these
 * queries are marked stale, and those on screen load again (an edit form's own query among them). The
 * home page's carousels show courses, articles and members, and its areas the topics, so each of those
 * takes the home along: a deleted article must not stay in its carousel for the home's minute of freshness.
 */
const STALE_AFTER = {
  topic: [topicKeys.all, homeKeys.all],
  /** A renamed topic takes its articles and courses along. */
  topicRenamed: [articleKeys.all, courseKeys.all, onlineCourseKeys.all, calendarKeys.all],
  faq: [faqKeys.all],
  /** Course pages show their facilitator, and the organizer by name. */
  member: [memberKeys.all, homeKeys.all, courseKeys.all, onlineCourseKeys.all],
  article: [articleKeys.all, homeKeys.all],
  /** Its lists (the admin's unlisted list too), its page, the calendar, its member's courses, the home. */
  course: [courseKeys.all, calendarKeys.all, memberKeys.allCourses(), homeKeys.courses()],
  onlineCourse: [onlineCourseKeys.all, memberKeys.allCourses()],
} satisfies Record<string, readonly QueryKey[]>;

export type SavedKind = keyof typeof STALE_AFTER;

const keysOf = (kinds: SavedKind[]) => kinds.flatMap((kind): readonly QueryKey[] => STALE_AFTER[kind]);

/** After a save: what it changed is stale, and what is on screen loads again. */
export async function refreshAfterSave(queryClient: QueryClient, ...kinds: SavedKind[]): Promise<void> {
  await Promise.all(keysOf(kinds).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/**
 * After a delete, whose item the screen has already taken out of its list: what it changed is stale and
 * loads again when next shown (the home's carousel on the next visit), without reloading the screen.
 */
export function markStaleAfterDelete(queryClient: QueryClient, kind: SavedKind): void {
  for (const queryKey of STALE_AFTER[kind]) void queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
}
