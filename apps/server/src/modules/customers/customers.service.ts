import {
  ADMIN_PAGE_SIZE,
  type CustomerPageResponse,
  type CustomerRow,
  centsToEuros,
  pagePosition,
  rowsBefore,
} from '@cammini/contract';
import type { AppContext } from '../../context.js';
import {
  type CustomerPurchaseRow,
  customerPurchasePage,
  listCustomerPurchases,
} from '../orders/back-office/customer-purchases.service.js';

/** An in-person course fills the course pair, an online one the meditation pair; a customer without purchases neither. */
export function toCustomerRow(row: CustomerPurchaseRow): CustomerRow {
  const price = row.amountCents === null ? null : centsToEuros(row.amountCents);
  const bought = row.title !== null;
  return {
    userName: row.name,
    userSurname: row.surname,
    email: row.email,
    phoneNumber: row.phoneNumber,
    courseTitle: bought && !row.online ? row.title : null,
    coursePrice: bought && !row.online ? price : null,
    meditationTitle: bought && row.online ? row.title : null,
    meditationPrice: bought && row.online ? price : null,
  };
}

/** GET /api/clienti: what the customer table and its Excel export show. */
export async function listCustomers(ctx: AppContext): Promise<CustomerRow[]> {
  return (await listCustomerPurchases(ctx)).map(toCustomerRow);
}

/** GET /api/clienti with `q` or `page`: a page of 50 of the same rows, and how many match. */
export async function pageCustomers(
  ctx: AppContext,
  query: { q?: string; page?: number },
): Promise<CustomerPageResponse> {
  const page = query.page ?? 1;
  const search = query.q?.trim().toLowerCase() || undefined;
  const { rows, total } = await customerPurchasePage(ctx, search, ADMIN_PAGE_SIZE, rowsBefore(page, ADMIN_PAGE_SIZE));
  return { rows: rows.map(toCustomerRow), ...pagePosition(page, ADMIN_PAGE_SIZE, total) };
}
