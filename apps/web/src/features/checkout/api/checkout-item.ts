import { type CheckoutItemResponse, type ProductKind, titleToSlug } from '@cammini/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { checkoutKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session/session-store';

/** GET /api/checkout/{title}: what the payment page sells (priced by the server) and whether it is owned. */
export const checkoutItemQuery = (title: string, kind: ProductKind | undefined, email: string) =>
  queryOptions({
    queryKey: checkoutKeys.item(title, kind ?? 'any', email),
    queryFn: ({ signal }) =>
      request<CheckoutItemResponse>(`/api/checkout/${titleToSlug(title)}${kind ? `?kind=${kind}` : ''}`, {
        auth: 'user',
        signal,
      }),
    staleTime: 30_000,
  });

export function useCheckoutItem(title: string, kind: ProductKind | undefined) {
  const { user } = useSession();
  return useQuery({ ...checkoutItemQuery(title, kind, user?.email ?? ''), enabled: Boolean(user) });
}
