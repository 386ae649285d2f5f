import type { QueryClient } from '@tanstack/react-query';

/*
 * The public screens' query keys (features/areas, articles, courses, members, faq, home, lib/queries)
 * by what an admin write changes; after a save they are marked stale, and those on screen reload.
 */
const AFFECTED = {
  topic: [['topics'], ['home']],
  /** A renamed topic takes its articles and courses along. */
  topicRenamed: [['articles'], ['courses'], ['course'], ['onlinecourses'], ['onlinecourse'], ['calendar-events']],
  faq: [['faqs']],
  /** Course pages show their facilitator, and the organizer by name. */
  member: [['members'], ['member-courses'], ['home'], ['course'], ['courses'], ['onlinecourse'], ['onlinecourses']],
  article: [['articles'], ['home']],
} satisfies Record<string, string[][]>;

export type ContentKind = keyof typeof AFFECTED;

export async function refreshAfterSave(queryClient: QueryClient, ...kinds: ContentKind[]): Promise<void> {
  const keys: string[][] = kinds.flatMap((kind) => AFFECTED[kind]);
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
