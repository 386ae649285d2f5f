import type { ProductKind } from '@cammini/contract';
import { titleToSlug } from '@cammini/contract';

/** Where a bought course is followed: the in-person viewer or the online player. */
export const coursePagePath = (kind: ProductKind, title: string) =>
  `${kind === 'course' ? '/corso' : '/corsoonline'}/${titleToSlug(title)}`;

export const orderKind = (order: { onlineCourseId: number | null }): ProductKind =>
  order.onlineCourseId !== null ? 'onlineCourse' : 'course';
