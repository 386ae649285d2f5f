import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { latestMailTo, tokenFromMail, useTestApp } from '../../../test/support/app.js';
import { nextRemoteAddress } from '../../../test/support/factories.js';
import { mailOutbox, newsletterSubscribers } from '../../db/schema/index.js';

const t = useTestApp();

let counter = 0;
const newAddress = () => `lettore${++counter}@example.com`;
const inject = (
  method: 'GET' | 'POST',
  url: string,
  options: { payload?: unknown; headers?: Record<string, string>; remoteAddress?: string } = {},
) =>
  t.app.inject({
    method,
    url,
    payload: options.payload as object,
    headers: options.headers,
    remoteAddress: options.remoteAddress ?? nextRemoteAddress(),
  });
const subscribe = (payload: unknown, headers: Record<string, string> = {}, remoteAddress?: string) =>
  inject('POST', '/api/subscribe/', { payload, headers, remoteAddress });
const confirm = (token: string) => inject('POST', '/api/newsletter/confirm', { payload: { token } });
const subscriber = async (email: string) =>
  (await t.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0];
const mailsTo = async (email: string) => (await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).length;
const confirmationToken = async (email: string) =>
  tokenFromMail(await latestMailTo(t.db, email), 'newsletter/conferma');

/** Pretends the confirmation was mailed this many minutes ago. */
const backdateConfirmation = (email: string, minutes: number) =>
  t.db
    .update(newsletterSubscribers)
    .set({ confirmSentAt: new Date(Date.now() - minutes * 60_000) })
    .where(eq(newsletterSubscribers.email, email));

describe('newsletter subscription (double opt-in)', () => {
  it('answers Success and mails a confirmation link, subscribing nobody yet', async () => {
    const email = newAddress();
    const response = await subscribe({ email: email.toUpperCase() }, { authorization: 'Bearer null' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Success' });
    expect(await subscriber(email)).toMatchObject({ status: 'pending', language: 'it' });
    const mail = await latestMailTo(t.db, email);
    expect(mail.subject).toBe("Conferma l'iscrizione alla newsletter");
    expect(mail.text).toContain('http://localhost:3000/newsletter/conferma/');
  });

  it('ignores a stale bearer token rather than refusing the visitor', async () => {
    // Well formed but no longer a session (a malformed header is refused everywhere: plugins/auth.test.ts).
    const stale = `Bearer ${'s'.repeat(43)}`;
    const response = await subscribe({ email: newAddress() }, { authorization: stale });
    expect(response.statusCode).toBe(200);
  });

  it('writes in English to a visitor who asks for it, by field or by Accept-Language', async () => {
    const byField = newAddress();
    await subscribe({ email: byField, name: 'Anna', language: 'en' });
    expect((await latestMailTo(t.db, byField)).subject).toBe('Confirm your newsletter subscription');
    expect((await latestMailTo(t.db, byField)).text).toContain('Hello Anna,');
    // The footer form's name stays with the subscription: every newsletter greets by it.
    expect(await subscriber(byField)).toMatchObject({ name: 'Anna', language: 'en' });
    const byHeader = newAddress();
    await subscribe({ email: byHeader }, { 'accept-language': 'en-US,en;q=0.9' });
    expect(await subscriber(byHeader)).toMatchObject({ language: 'en' });
  });

  it('stores only the hash of the confirmation token', async () => {
    const email = newAddress();
    await subscribe({ email });
    const token = await confirmationToken(email);
    const row = await subscriber(email);
    expect(row?.confirmTokenHash).toBeTruthy();
    expect(row?.confirmTokenHash).not.toBe(token);
  });

  it('confirms with the token from the e-mail, and a second click still answers Success', async () => {
    const email = newAddress();
    await subscribe({ email });
    const token = await confirmationToken(email);
    expect((await confirm(token)).statusCode).toBe(200);
    expect(await subscriber(email)).toMatchObject({ status: 'confirmed' });
    expect((await subscriber(email))?.confirmedAt).toBeInstanceOf(Date);
    const again = await confirm(token);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: 'Success' });
  });

  it('answers an already confirmed address exactly like a new one, and mails it nothing', async () => {
    const email = newAddress();
    await subscribe({ email });
    await confirm(await confirmationToken(email));
    const mailsBefore = await mailsTo(email);
    const response = await subscribe({ email });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Success' });
    expect(await mailsTo(email)).toBe(mailsBefore);
    expect(await subscriber(email)).toMatchObject({ status: 'confirmed' });
  });

  it('does not mail a pending address again within 5 minutes, then sends a fresh link that replaces the old one', async () => {
    const email = newAddress();
    await subscribe({ email });
    const first = await confirmationToken(email);
    expect((await subscribe({ email })).statusCode).toBe(200);
    expect(await mailsTo(email)).toBe(1);
    await backdateConfirmation(email, 6);
    await subscribe({ email });
    expect(await mailsTo(email)).toBe(2);
    const second = await confirmationToken(email);
    expect(second).not.toBe(first);
    expect((await confirm(first)).json()).toMatchObject({ error: 'TOKEN_INVALID' });
    expect((await confirm(second)).statusCode).toBe(200);
  });

  it('answers two simultaneous subscriptions of a new address with one row and one e-mail', async () => {
    const email = newAddress();
    const answers = await Promise.all([subscribe({ email }), subscribe({ email })]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(await t.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email))).toHaveLength(
      1,
    );
    expect(await mailsTo(email)).toBe(1);
  });

  it('refuses an expired confirmation link (after 7 days) with TOKEN_EXPIRED', async () => {
    const email = newAddress();
    await subscribe({ email });
    const token = await confirmationToken(email);
    await backdateConfirmation(email, 7 * 24 * 60 + 1);
    const response = await confirm(token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'TOKEN_EXPIRED' });
    expect(await subscriber(email)).toMatchObject({ status: 'pending' });
  });

  it('refuses an unknown confirmation token with TOKEN_INVALID', async () => {
    const response = await confirm('x'.repeat(43));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'TOKEN_INVALID' });
    expect(response.json().message).toBeTruthy();
  });

  it('refuses a malformed e-mail with 400 and stores nothing', async () => {
    for (const payload of [{ email: 'non-una-mail' }, {}, { email: 'a@b.it', language: 'fr' }]) {
      const response = await subscribe(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('VALIDATION');
    }
    expect(await subscriber('non-una-mail')).toBeUndefined();
  });

  it('answers the sixth subscription in 10 minutes from one address with 429', async () => {
    const address = nextRemoteAddress();
    for (let i = 0; i < 5; i++) expect((await subscribe({ email: newAddress() }, {}, address)).statusCode).toBe(200);
    const sixth = await subscribe({ email: newAddress() }, {}, address);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ error: 'RATE_LIMITED' });
  });
});
