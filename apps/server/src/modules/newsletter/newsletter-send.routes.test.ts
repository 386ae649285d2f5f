import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { countQueries } from '../../../test/fixtures/catalogue.fixtures.js';
import { expectAdminOnly } from '../../../test/fixtures/customers.fixtures.js';
import { useAdminTestApp } from '../../../test/support/app.js';
import { bearer, createUser, loginAs } from '../../../test/support/factories.js';
import { mailOutbox, newsletterSubscribers, newsletters } from '../../db/schema/index.js';

const t = useAdminTestApp();

let counter = 0;
async function addSubscriber(
  status: 'pending' | 'confirmed' | 'unsubscribed',
  language: 'it' | 'en' = 'it',
  name: string | null = null,
) {
  const email = `lettrice${++counter}@example.com`;
  const unsubscribeToken = randomBytes(24).toString('base64url');
  await t.db.insert(newsletterSubscribers).values({ email, name, language, status, unsubscribeToken });
  return { email, unsubscribeToken };
}

const send = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/sendnewsletter/', headers: bearer(t.adminToken), payload });
const history = () => t.app.inject({ method: 'GET', url: '/api/newsletters/', headers: bearer(t.adminToken) });
const messagesOf = (newsletterId: number) =>
  t.db.select().from(mailOutbox).where(eq(mailOutbox.newsletterId, newsletterId));
const newsletterCount = async () => (await t.db.select({ id: newsletters.id }).from(newsletters)).length;

const content =
  '<h1>Primavera</h1><p>Un nuovo <strong>percorso</strong> &amp; tre incontri. <a href="/corsi">Scopri</a></p>' +
  '<p><img src="/uploads/media/content/2026/fiore.webp" alt="Fiore" data-align="left" onerror="alert(1)"></p>' +
  '<script>alert(1)</script>';

describe('POST /api/sendnewsletter/', () => {
  it('answers queued 0 when nobody has confirmed yet, and still records the newsletter', async () => {
    await addSubscriber('pending');
    const response = await send({ oggetto: 'Nessuno', contenuto: '<p>Ciao</p>' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Success', id: expect.any(Number), queued: 0 });
    const [item] = (await history()).json();
    expect(item).toMatchObject({ subject: 'Nessuno', queued: 0, sent: 0, failed: 0, pending: 0 });
  });

  it('queues one message per confirmed subscriber, each with its own unsubscribe link and headers', async () => {
    const italian = await addSubscriber('confirmed', 'it');
    const english = await addSubscriber('confirmed', 'en');
    const gone = await addSubscriber('unsubscribed');
    const response = await send({ oggetto: '  Novità di primavera ', contenuto: content });
    expect(response.statusCode).toBe(200);
    const { id, queued } = response.json();
    expect(queued).toBe(2);
    const messages = await messagesOf(id);
    expect(messages.map((message) => message.to).sort()).toEqual([italian.email, english.email].sort());
    expect(messages.some((message) => message.to === gone.email)).toBe(false);

    for (const [subscriber, message] of [
      [italian, messages.find((m) => m.to === italian.email)!],
      [english, messages.find((m) => m.to === english.email)!],
    ] as const) {
      expect(message.subject).toBe('Novità di primavera');
      expect(message.status).toBe('pending');
      const oneClick = `http://localhost:3000/api/newsletter/unsubscribe/${subscriber.unsubscribeToken}`;
      expect(message.headers).toEqual({
        'List-Unsubscribe': `<${oneClick}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });
      const page = `http://localhost:3000/newsletter/disiscrizione/${subscriber.unsubscribeToken}`;
      expect(message.html).toContain(`href="${page}"`);
      expect(message.text).toContain(page);
      expect(message.html).not.toContain('unsubscribe-');
    }
    const it = messages.find((m) => m.to === italian.email)!;
    const en = messages.find((m) => m.to === english.email)!;
    expect(it.html).toContain('Disiscriviti');
    expect(en.html).toContain('Unsubscribe');
    expect(en.html).toContain('lang="en"');
  });

  it('greets each subscriber by the name given in the footer form, in their language, and no one without a name', async () => {
    const maria = await addSubscriber('confirmed', 'it', 'Maria Rossi');
    const john = await addSubscriber('confirmed', 'en', 'John <b>& Co</b>');
    const nameless = await addSubscriber('confirmed', 'it', '  ');
    const { id } = (await send({ oggetto: 'Saluti', contenuto: '<p>Un nuovo percorso.</p>' })).json();
    const messages = await messagesOf(id);
    const to = (email: string) => messages.find((message) => message.to === email)!;

    expect(to(maria.email).text).toMatch(/^Ciao Maria Rossi,\n\nUn nuovo percorso\./);
    expect(to(maria.email).html).toContain('<p style="margin:0 0 16px">Ciao Maria Rossi,</p><p>Un nuovo percorso.</p>');
    expect(to(john.email).text).toMatch(/^Hello John <b>& Co<\/b>,\n/);
    expect(to(john.email).html).toContain('Hello John &lt;b&gt;&amp; Co&lt;/b&gt;,</p>');
    expect(to(john.email).html).not.toContain('<b>');
    expect(to(nameless.email).text).toMatch(/^Un nuovo percorso\./);
    expect(to(nameless.email).html).not.toContain('Ciao');
    for (const message of messages) expect(`${message.html}${message.text}`).not.toContain('name-');
  });

  it('sends the sanitized content, with absolute addresses and the picture styles inlined', async () => {
    await addSubscriber('confirmed');
    const { id } = (await send({ oggetto: 'Contenuto', contenuto: content })).json();
    const [message] = await messagesOf(id);
    expect(message!.html).not.toContain('<script');
    expect(message!.html).not.toContain('onerror');
    expect(message!.html).toContain('<h2>Primavera</h2>');
    expect(message!.html).toContain('src="http://localhost:3000/uploads/media/content/2026/fiore.webp"');
    expect(message!.html).toContain('float:left');
    expect(message!.html).toContain('href="http://localhost:3000/corsi"');
    expect(message!.text).toContain('Un nuovo percorso & tre incontri. Scopri (http://localhost:3000/corsi)');
    const [stored] = await t.db.select().from(newsletters).where(eq(newsletters.id, id));
    expect(stored!.content).not.toContain('<script');
  });

  it('queues every subscriber in one statement, however many there are', async () => {
    const payload = { oggetto: 'Conta', contenuto: '<p>Ciao</p>' };
    const before = await countQueries(t.db, () => send(payload));
    for (let i = 0; i < 5; i += 1) await addSubscriber('confirmed');
    expect(await countQueries(t.db, () => send(payload))).toBe(before);
  });

  it.each([
    ['no body', undefined],
    ['no subject', { contenuto: '<p>Ciao</p>' }],
    ['a blank subject', { oggetto: '   ', contenuto: '<p>Ciao</p>' }],
    ['a subject over 200 characters', { oggetto: 'a'.repeat(201), contenuto: '<p>Ciao</p>' }],
    ['a subject with a line break', { oggetto: 'Ciao\nBcc: x@example.com', contenuto: '<p>Ciao</p>' }],
    ['no content', { oggetto: 'Ciao' }],
    ['content that is only script', { oggetto: 'Ciao', contenuto: '<script>alert(1)</script>' }],
    ['empty paragraphs', { oggetto: 'Ciao', contenuto: '<p></p><p> </p>' }],
    ['a numeric subject', { oggetto: 42, contenuto: '<p>Ciao</p>' }],
  ])('answers 400 for %s and sends nothing', async (_name, payload) => {
    const before = await newsletterCount();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/sendnewsletter',
      headers: bearer(t.adminToken),
      ...(payload ? { payload } : {}),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'VALIDATION' });
    expect(await newsletterCount()).toBe(before);
  });
});

describe('GET /api/newsletters/', () => {
  it('shows each newsletter with how many messages were queued, sent and failed, newest first', async () => {
    await addSubscriber('confirmed');
    const { id, queued } = (await send({ oggetto: 'Storico', contenuto: '<p>Ciao</p>' })).json();
    const [first] = (await history()).json();
    expect(first).toEqual({
      id,
      subject: 'Storico',
      createdAt: expect.any(String),
      queued,
      sent: 0,
      failed: 0,
      pending: queued,
    });
    // As if the job queue had delivered them (mail-queue.test.ts tests the delivery itself).
    await t.db.update(mailOutbox).set({ status: 'sent' }).where(eq(mailOutbox.newsletterId, id));
    const [oneMessage] = await messagesOf(id);
    await t.db.update(mailOutbox).set({ status: 'failed' }).where(eq(mailOutbox.id, oneMessage!.id));
    const [after] = (await history()).json();
    expect(after).toMatchObject({ id, queued, sent: queued - 1, failed: 1, pending: 0 });
  });

  it('reads the history in one grouped query', async () => {
    const before = await countQueries(t.db, history);
    await send({ oggetto: 'Ancora', contenuto: '<p>Ciao</p>' });
    expect(await countQueries(t.db, history)).toBe(before);
  });
});

describe('who may call', () => {
  it('refuses visitors, customers and login tokens, and sends nothing', async () => {
    await addSubscriber('confirmed');
    const before = await newsletterCount();
    const tokens = {
      customer: await loginAs(t.app, (await createUser(t.db)).email),
      adminLogin: await loginAs(t.app, (await createUser(t.db, { group: 'admin' })).email),
    };
    await expectAdminOnly(t.app, { method: 'GET', url: '/api/newsletters' }, tokens);
    await expectAdminOnly(
      t.app,
      { method: 'POST', url: '/api/sendnewsletter/', payload: { oggetto: 'X', contenuto: '<p>Y</p>' } },
      tokens,
    );
    expect(await newsletterCount()).toBe(before);
  });
});
