import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectAdminOnly } from '../../../test/fixtures/customers.fixtures.js';
import { useAdminTestApp } from '../../../test/support/app.js';
import { bearer, createUser, loginAs } from '../../../test/support/factories.js';
import { mailOutbox, newsletterSubscribers, newsletters, sessions, users } from '../../db/schema/index.js';

const t = useAdminTestApp();

let counter = 0;
async function addSubscriber(status: 'pending' | 'confirmed' | 'unsubscribed') {
  const email = `lettore${++counter}@example.com`;
  await t.db
    .insert(newsletterSubscribers)
    .values({ email, status, unsubscribeToken: randomBytes(24).toString('base64url') });
  return email;
}

const draft = {
  oggetto: 'Novità di primavera',
  contenuto: '<p>Un nuovo <strong>percorso</strong>. <a href="/corsi">Scopri</a></p><script>alert(1)</script>',
};
const call = (path: 'preview' | 'test', payload: object, token = t.adminToken) =>
  t.app.inject({ method: 'POST', url: `/api/newsletter/${path}`, headers: bearer(token), payload });

async function adminEmail(): Promise<string> {
  const [row] = await t.db
    .select({ email: users.email })
    .from(users)
    .innerJoin(sessions, eq(sessions.userId, users.id))
    .where(eq(users.group, 'admin'))
    .limit(1);
  return row!.email;
}

describe('POST /api/newsletter/preview', () => {
  it('answers the e-mail as the send lays it out, and how many confirmed subscribers it would reach', async () => {
    await addSubscriber('confirmed');
    await addSubscriber('confirmed');
    await addSubscriber('pending');
    await addSubscriber('unsubscribed');
    const response = await call('preview', draft);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer).toMatchObject({ message: 'Success', subject: 'Novità di primavera', recipients: 2 });
    expect(answer.html).toContain('<strong>percorso</strong>');
    expect(answer.html).toContain('href="http://localhost:3000/corsi"');
    expect(answer.html).toContain('Disiscriviti');
    expect(answer.html).not.toContain('<script');
    const english = (await call('preview', { ...draft, language: 'en' })).json();
    expect(english.html).toContain('Unsubscribe');
  });

  it('sends nothing and records no newsletter', async () => {
    const before = (await t.db.select().from(newsletters)).length;
    const outbox = (await t.db.select().from(mailOutbox)).length;
    await call('preview', draft);
    expect(await t.db.select().from(newsletters)).toHaveLength(before);
    expect(await t.db.select().from(mailOutbox)).toHaveLength(outbox);
  });

  it('refuses an empty draft with the send’s own validation', async () => {
    const response = await call('preview', { oggetto: 'Vuota', contenuto: '<p> </p>' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'VALIDATION' });
  });
});

describe('POST /api/newsletter/test', () => {
  it('puts one copy in the outbox, to the admin’s own address, marked as a test; subscribers get nothing', async () => {
    const subscriber = await addSubscriber('confirmed');
    const to = await adminEmail();
    const response = await call('test', draft);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Success', to });
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: '[Prova] Novità di primavera', newsletterId: null });
    expect(mails[0]!.html).toContain('<strong>percorso</strong>');
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, subscriber))).toEqual([]);
  });
});

describe('POST /api/newsletter/test, ten an hour', () => {
  it('answers 429 after ten copies from one admin, and another admin still sends', async () => {
    const admin = await createUser(t.db, { group: 'admin' });
    const login = await loginAs(t.app, admin.email);
    const token = (
      await t.app.inject({ method: 'GET', url: '/api/generate-private-token/', headers: bearer(login) })
    ).json().token;
    const answers = [];
    for (let i = 0; i < 11; i++) answers.push((await call('test', draft, token)).statusCode);
    expect(answers).toEqual([...Array(10).fill(200), 429]);
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, admin.email))).toHaveLength(10);
    expect((await call('test', draft)).statusCode).toBe(200);
  });
});

describe('who may preview and test', () => {
  it('admins with the private token only', async () => {
    const customer = await createUser(t.db);
    const admin = await createUser(t.db, { group: 'admin' });
    const tokens = { customer: await loginAs(t.app, customer.email), adminLogin: await loginAs(t.app, admin.email) };
    for (const path of ['preview', 'test']) {
      await expectAdminOnly(t.app, { method: 'POST', url: `/api/newsletter/${path}`, payload: draft }, tokens);
    }
  });
});
