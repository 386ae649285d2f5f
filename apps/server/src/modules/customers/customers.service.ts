import type { CustomerRow } from '@cammini/contract';
import type { AppContext } from '../../context.js';
import { centsToEuros } from '../../lib/money.js';
import { type CustomerPurchaseRow, selectCustomerPurchases } from './customers.repository.js';

/** An in-person course fills the course pair, an online one the meditation pair; a customer without purchases neither. */
function toCustomerRow(row: CustomerPurchaseRow): CustomerRow {
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
  return (await selectCustomerPurchases(ctx.db)).map(toCustomerRow);
}
