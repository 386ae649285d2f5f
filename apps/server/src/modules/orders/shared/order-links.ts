import type { ProductKind } from '@cammini/contract';
import { titleToSlug } from '@cammini/contract';

/** Where a bought course is followed: the in-person viewer or the online player. */
export const coursePagePath = (kind: ProductKind, title: string) =>
  `${kind === 'course' ? '/corso' : '/corsoonline'}/${titleToSlug(title)}`;

export const orderKind = (order: { onlineCourseId: number | null }): ProductKind =>
  order.onlineCourseId !== null ? 'onlineCourse' : 'course';

/** The button of every owner notice about an order: it opens the order's page of the panel. */
export const OWNER_ORDER_ACTION = "Apri l'ordine";

/** The order's page of the panel, where the owner's notices about an order lead. */
export const adminOrderUrl = (publicUrl: string, orderId: string) =>
  `${publicUrl}/ordini/${encodeURIComponent(orderId)}`;
