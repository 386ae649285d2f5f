import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { customerNameColumns, customerView } from '../accounts/views/accounts.views.js';
import { withdrawalView } from '../banking/views/banking.views.js';
import { courseView } from '../catalogue/views/catalogue.views.js';
import { refundClaimView, saleView } from '../orders/views/orders.views.js';

const customer = customerView();

/** Every request with its customer, newest first, in one query. */
export async function selectWithdrawalsWithCustomers(db: Executor) {
  const withdrawal = withdrawalView();
  return db
    .select({
      id: withdrawal.id,
      userId: withdrawal.userId,
      ...customerNameColumns(customer),
      taxCode: customer.taxCode,
      iban: withdrawal.iban,
      amountCents: withdrawal.amountCents,
      status: withdrawal.status,
      requestedAt: withdrawal.requestedAt,
    })
    .from(withdrawal)
    .innerJoin(customer, eq(customer.id, withdrawal.userId))
    .orderBy(desc(withdrawal.requestedAt), desc(withdrawal.id));
}

/**
 * The sales credits come from: each order with its buyer, when it was paid in full (a deposit booking's
 * credits wait for its balance), its in-person course's dates and terms (none for an online course, or a
 * course since deleted), and whether a refund of it is in flight.
 */
export async function selectSalesOfOrders(db: Executor, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  const sale = saleView();
  const course = courseView();
  const claim = refundClaimView();
  return db
    .select({
      id: sale.id,
      title: sale.courseTitle,
      buyerId: sale.userId,
      buyerName: customer.name,
      buyerSurname: customer.surname,
      buyerEmail: customer.email,
      grantedAt: sql<Date | null>`coalesce(${sale.balancePaidAt}, ${sale.paidAt})`.mapWith(sale.paidAt),
      courseId: course.id,
      startDate: course.startDate,
      endDate: course.endDate,
      freeCancellation: course.freeCancellation,
      refundInFlight: sql<boolean>`exists (select 1 from ${claim} where ${claim.orderId} = ${sale.id})`,
    })
    .from(sale)
    .innerJoin(customer, eq(customer.id, sale.userId))
    .leftJoin(course, eq(course.id, sale.courseId))
    .where(inArray(sale.id, orderIds));
}
