import type { TopicListResponse } from '@cammini/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../api-client';
import { topicKeys } from '../query-keys';

/** The areas ("aree"): used by the areas page, the home slider and every topic filter. */
export const topicsQuery = queryOptions({
  queryKey: topicKeys.list(),
  queryFn: ({ signal }) => request<TopicListResponse>('/get/topics', { signal }),
  staleTime: 5 * 60_000,
});

export const useTopics = () => useQuery(topicsQuery);
