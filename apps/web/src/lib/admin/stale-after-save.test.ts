import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
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
import { markStaleAfterDelete, refreshAfterSave, type SavedKind } from './stale-after-save';

const LOADED: QueryKey[] = [
  homeKeys.courses(),
  homeKeys.articles(),
  homeKeys.members(),
  articleKeys.lists(),
  topicKeys.list(),
  faqKeys.all,
  memberKeys.territories(),
  courseKeys.list(),
  onlineCourseKeys.all,
  calendarKeys.all,
];

/** The loaded queries a save of these kinds leaves stale. */
async function staleAfter(...kinds: SavedKind[]): Promise<QueryKey[]> {
  const queryClient = new QueryClient();
  for (const key of LOADED) queryClient.setQueryData(key, { loaded: true });
  await refreshAfterSave(queryClient, ...kinds);
  return LOADED.filter((key) => queryClient.getQueryState(key)?.isInvalidated);
}

describe('what an admin save makes stale', () => {
  it('takes the home carousel along with an article, so a deleted one leaves it at once', async () => {
    expect(await staleAfter('article')).toEqual([
      homeKeys.courses(),
      homeKeys.articles(),
      homeKeys.members(),
      articleKeys.lists(),
    ]);
  });

  it('takes the home’s courses, the calendar and the course lists along with an in-person course', async () => {
    expect(await staleAfter('course')).toEqual([homeKeys.courses(), courseKeys.list(), calendarKeys.all]);
  });

  it('leaves everything else alone after a question of the FAQ', async () => {
    expect(await staleAfter('faq')).toEqual([faqKeys.all]);
  });

  it('takes the articles and courses along with a renamed topic', async () => {
    const untouched = [faqKeys.all, memberKeys.territories()].map((key) => JSON.stringify(key));
    expect(await staleAfter('topic', 'topicRenamed')).toEqual(
      LOADED.filter((key) => !untouched.includes(JSON.stringify(key))),
    );
  });

  it('marks the home stale after a delete without reloading the screen', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(homeKeys.articles(), { loaded: true });
    markStaleAfterDelete(queryClient, 'article');
    expect(queryClient.getQueryState(homeKeys.articles())?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(homeKeys.articles())?.fetchStatus).toBe('idle');
  });
});
