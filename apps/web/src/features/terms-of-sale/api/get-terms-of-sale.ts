import type { TermsOfSaleResponse } from '@cammini/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { termsOfSaleKeys } from '../../../lib/query-keys';

/**
 * GET /api/terms-of-sale (the version in force) or GET /api/terms-of-sale/{version} (one published
 * version, which never changes).
 */
export const termsOfSaleQuery = (version: number | null) =>
  queryOptions({
    queryKey: version === null ? termsOfSaleKeys.current() : termsOfSaleKeys.version(version),
    queryFn: ({ signal }) =>
      request<TermsOfSaleResponse>(version === null ? '/api/terms-of-sale' : `/api/terms-of-sale/${version}`, {
        signal,
      }),
    staleTime: version === null ? 60_000 : Number.POSITIVE_INFINITY,
  });

/** `enabled: false` while the address names no version at all: nothing is asked. */
export const useTermsOfSale = (version: number | null, enabled = true) =>
  useQuery({ ...termsOfSaleQuery(version), enabled });
