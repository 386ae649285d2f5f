import { z } from 'zod';

/**
 * The one shape of a paged list: the page asked for by number, and beside the page's rows where it
 * stands among all that match. Every back-office list answers these four fields.
 */

/** A page asked for by number, from 1. */
export const PageNumber = z.coerce.number().int().min(1).max(1_000_000);

/** Where a page stands: how many rows match in all, which page this is, of how many, of what size. */
export const PageFields = {
  total: z.number().int().nonnegative(),
  page: z.number().int().min(1),
  pageCount: z.number().int().nonnegative(),
  pageSize: z.number().int().min(1),
};
export type PagePosition = { total: number; page: number; pageCount: number; pageSize: number };

/** How many rows come before page `page` of `pageSize` rows. */
export const rowsBefore = (page: number, pageSize: number) => (page - 1) * pageSize;

/** Where page `page` of `pageSize` rows stands among `total` rows. */
export const pagePosition = (page: number, pageSize: number, total: number): PagePosition => ({
  total,
  page,
  pageCount: Math.ceil(total / pageSize),
  pageSize,
});
