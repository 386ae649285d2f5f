import { type APIRequestContext, expect } from '@playwright/test';
import {
  bearer,
  CUSTOMER_PASSWORD,
  form,
  PDF,
  PNG,
  registerCustomer,
  type SeedFigures,
  saveWithFallback,
} from './xss-api';
import { XSS_CORPUS } from './xss-corpus';

/** Payloads `from` … `from + count - 1`, wrapping round the corpus. */
export const payloadsFrom = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => XSS_CORPUS[(from + i) % XSS_CORPUS.length] as string);

/**
 * Customers with payloads in their names and addresses (shown in /clienti) and reviews (the home
 * page); one invited the buyer of `onlineTitle`, earns its referral share and asks to withdraw it,
 * so that /pagamenti lists a payload name too. Answers the buyer, who owns the course.
 */
export async function seedCustomers(
  api: APIRequestContext,
  options: { outbox: string; figures: SeedFigures; asAdmin: Record<string, string>; onlineTitle: string },
): Promise<{ email: string; password: string }> {
  const { outbox, figures, asAdmin, onlineTitle } = options;
  const png = { name: 'foto.png', mimeType: 'image/png', buffer: await PNG };
  // Customers: names shown in /clienti, reviews on the home page, one with a withdrawal for /pagamenti.
  const referrer = await registerCustomer(api, outbox, 'xss-referrer');
  const customers = [referrer, ...(await Promise.all([1, 2, 3].map((n) => registerCustomer(api, outbox, `xss-${n}`))))];
  for (const [index, customer] of customers.entries()) {
    const [first, second] = payloadsFrom(index * 2, 2);
    await saveWithFallback(
      figures,
      'customer',
      {
        name: `Xss ${first}`.slice(0, 80),
        surname: `Xss ${second}`.slice(0, 80),
        phoneNumber: '+39 333 000 0000',
        birth_date: '1987-03-14',
        state: 'Italia',
        region: 'Toscana',
        province: 'Firenze',
        city: 'Fiesole',
        address: (XSS_CORPUS[index + 10] as string).slice(0, 200),
      },
      { name: `Cliente${index + 1}`, surname: 'Xss', address: 'Via Roma 1' },
      (fields) => api.put('/api/user/', { headers: bearer(customer.token), data: fields }),
    );
    const own = payloadsFrom(index * 9, 9);
    await saveWithFallback(
      figures,
      'review',
      {
        name: `Xss ${own[0]}`.slice(0, 80),
        surname: `${own[1]}`.slice(0, 80),
        review: own.join(' ').slice(0, 2000),
        rating: 5,
      },
      { name: `Recensore${index + 1}`, surname: 'Xss', review: 'Una recensione senza markup.' },
      (fields) => api.post('/api/review/', { headers: bearer(customer.token), data: fields }),
    );
  }
  // Reviews wait for approval: the admin approves them, so the home page shows the payloads they carry.
  const waiting = (await (await api.get('/api/admin/reviews?status=pending', { headers: asAdmin })).json()) as {
    reviews: { idReview: number }[];
  };
  for (const review of waiting.reviews) {
    const approved = await api.put(`/api/admin/reviews/${review.idReview}`, {
      headers: asAdmin,
      data: { status: 'published' },
    });
    expect(approved.status(), await approved.text()).toBe(200);
  }

  // The buyer used the referrer's code: buying the online course credits the referrer 20 euro.
  const code = (
    (await (await api.get('/api/user/', { headers: bearer(referrer.token) })).json()) as {
      user: { affiliateCode: string };
    }
  ).user.affiliateCode;
  const buyer = await registerCustomer(api, outbox, 'xss-buyer', code);
  const checkout = await api.post('/api/create-checkout', {
    headers: bearer(buyer.token),
    data: { email: buyer.email, title: onlineTitle, kind: 'onlineCourse', withdrawalWaiver: true, termsAccepted: true },
  });
  expect(checkout.status(), await checkout.text()).toBe(200);
  const { id: checkoutId, orderId } = (await checkout.json()) as { id: string; orderId: string };
  const charged = await api.post('/api/payments/test/charge', {
    headers: bearer(buyer.token),
    data: { checkoutId, cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' },
  });
  expect(charged.status(), await charged.text()).toBe(200);
  const confirmed = await api.post('/api/payments/confirm', { headers: bearer(buyer.token), data: { orderId } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);

  // The referrer readies a withdrawal: bank details and documents approved by the admin.
  const asReferrer = bearer(referrer.token);
  expect(
    (
      await api.put('/api/iban', {
        headers: asReferrer,
        data: { email: referrer.email, iban: 'IT60X0542811101000000123456', currentPassword: CUSTOMER_PASSWORD },
      })
    ).ok(),
  ).toBe(true);
  expect(
    (
      await api.put('/api/cf', {
        headers: asReferrer,
        data: { email: referrer.email, CF: 'RSSMRA85T10A562S', currentPassword: CUSTOMER_PASSWORD },
      })
    ).ok(),
  ).toBe(true);
  const pdf = { name: 'retro.pdf', mimeType: 'application/pdf', buffer: PDF };
  const documents = await api.post('/api/document', {
    headers: asReferrer,
    multipart: form({ email: referrer.email, name: XSS_CORPUS[1] as string }, { document: [png, pdf] }),
  });
  expect(documents.status(), await documents.text()).toBe(200);
  const list = (await (await api.get('/api/documents', { headers: asAdmin })).json()) as {
    idDoc: number;
    email: string;
  }[];
  const document = list.find((item) => item.email === referrer.email);
  expect((await api.put('/api/document', { headers: asAdmin, data: { id: document?.idDoc, status: 1 } })).ok()).toBe(
    true,
  );
  // The referral credit waits out the sale's 14-day withdrawal period before it can be withdrawn, so the
  // referrer's credit stays pending here: /utente lists it, and no withdrawal can be asked yet.
  const profile = await api.get('/api/user/', { headers: asReferrer });
  expect(
    ((await profile.json()) as { user: { pendingCredits?: unknown[] } }).user.pendingCredits?.length,
  ).toBeGreaterThan(0);
  return { email: buyer.email, password: CUSTOMER_PASSWORD };
}
