import type { AppContext } from '../../../context.js';
import {
  type CustomerCursor,
  type CustomerPurchaseRow,
  selectCustomerBatch,
  selectCustomerPage,
  selectCustomerPurchases,
} from './customer-purchases.repository.js';

/*
 * The back office's customer table (modules/customers shows and exports it): every paid order with its
 * buyer and every customer who bought nothing yet, newest first. It pages a union of orders and accounts,
 * so it is answered here in one query where the orders are, rather than row by row through two modules.
 */

export type { CustomerCursor, CustomerPurchaseRow };

/** The whole table in one query. */
export const listCustomerPurchases = (ctx: AppContext) => selectCustomerPurchases(ctx.db);

/** One page and how many rows match in all, in one query; `search` matches names, e-mail and titles. */
export const customerPurchasePage = (ctx: AppContext, search: string | undefined, limit: number, offset: number) =>
  selectCustomerPage(ctx.db, search, limit, offset);

/** The batch after `after`, read by position for the export. */
export const customerPurchaseBatch = (ctx: AppContext, after: CustomerCursor | null, limit: number) =>
  selectCustomerBatch(ctx.db, after, limit);
