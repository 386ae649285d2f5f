import type { CheckoutItem, CreateCheckoutResponse, OrderSummary } from '@cammini/contract';

export const courseItem: CheckoutItem = {
  kind: 'course',
  title: 'Radici e ali',
  category: 'AUTOSTIMA',
  author: 'Giulia Ferrante',
  price: 280,
  immagineCopertina: '/uploads/seed/courses/radici.webp',
  date: '2030-05-10',
  lessonsCount: null,
  link: '/corso/Radici-e-ali',
  choices: { deposit: null, balanceDue: null },
  cancellableUntil: null,
  withdrawal: { right: 'full', days: 14 },
};

export const onlineItem: CheckoutItem = {
  kind: 'onlineCourse',
  title: 'Respira e rilassa',
  category: 'BENESSERE',
  author: 'Marco Bellini',
  price: 39,
  immagineCopertina: null,
  date: null,
  lessonsCount: 3,
  link: '/corsoonline/Respira-e-rilassa',
  choices: { deposit: null, balanceDue: null },
  cancellableUntil: null,
  withdrawal: { right: 'untilViewing', days: 14 },
};

/** The terms of sale in force, as GET /api/checkout/{title} names them. */
export const termsInForce = { version: 3, publishedAt: '2026-11-01T09:00:00.000Z' };

export const checkoutFor = (
  item: CheckoutItem,
  overrides: Partial<CreateCheckoutResponse> = {},
): CreateCheckoutResponse => ({
  message: 'Success',
  id: 'c0ffee00-0000-4000-8000-000000000001',
  orderId: '0a0a0a0a-0000-4000-8000-000000000001',
  number: '2026-0007',
  provider: 'test',
  kind: item.kind,
  title: item.title,
  amount: item.price,
  currency: 'EUR',
  payment: 'full',
  ...overrides,
});

export const orderFor = (item: CheckoutItem, status: OrderSummary['status']): OrderSummary => ({
  id: '0a0a0a0a-0000-4000-8000-000000000001',
  number: '2026-0007',
  status,
  kind: item.kind,
  title: item.title,
  amount: item.price,
  currency: 'EUR',
  link: status === 'paid' ? item.link : null,
  createdAt: '2026-11-20T10:00:00.000Z',
  paidAt: status === 'paid' ? '2026-11-20T10:01:00.000Z' : null,
  withdrawalWaiverAt: item.kind === 'onlineCourse' ? '2026-11-20T10:00:00.000Z' : null,
  payment: 'full',
  balanceDue: 0,
});
