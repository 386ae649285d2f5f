import type { AdminOrderDetail, AdminOrderRow } from '@cammini/contract';

/** An order of the list: Anna Neri paid 280 € for the in-person course "Respiro", unless `values` say otherwise. */
export const orderRow = (values: Partial<AdminOrderRow> = {}): AdminOrderRow => ({
  id: '11111111-1111-4111-8111-111111111111',
  number: '2026-0042',
  customer: { id: 7, name: 'Anna', surname: 'Neri', email: 'anna@example.com', deleted: false },
  title: 'Respiro',
  kind: 'course',
  amount: 280,
  currency: 'EUR',
  payment: 'full',
  status: 'paid',
  refunded: 0,
  createdAt: '2026-03-02T09:00:00.000Z',
  paidAt: '2026-03-02T09:05:00.000Z',
  ...values,
});

/** The page of that order: paid, nothing refunded, its receipt sent, a referral credit to Bruno Sala. */
export const orderDetail = (values: Partial<AdminOrderDetail> = {}): AdminOrderDetail => {
  const row = orderRow(values);
  return {
    ...row,
    withdrawalWaiverAt: null,
    termsVersion: 3,
    termsAcceptedAt: '2026-03-02T09:04:00.000Z',
    balanceDue: 0,
    balancePaidOnSite: false,
    withdrawal: null,
    // As the server says: only money that arrived can go back.
    refundable: row.status === 'paid' || row.status === 'refunded' ? row.amount - row.refunded : 0,
    payments: [row],
    refunds: [],
    credits: [
      {
        id: 3,
        kind: 'referral',
        amount: 20,
        beneficiary: { id: 8, name: 'Bruno', surname: 'Sala', email: 'bruno@example.com' },
        createdAt: '2026-03-02T09:05:00.000Z',
        availableAt: '2026-03-16T09:05:00.000Z',
        withdrawn: 0,
      },
    ],
    receipt: {
      to: 'anna@example.com',
      subject: 'Ricevuta del tuo acquisto: Respiro',
      text: "Ciao Anna,\nNumero d'ordine: 2026-0042",
      status: 'sent',
      createdAt: '2026-03-02T09:05:00.000Z',
      sentAt: '2026-03-02T09:06:00.000Z',
    },
    ...values,
  };
};
