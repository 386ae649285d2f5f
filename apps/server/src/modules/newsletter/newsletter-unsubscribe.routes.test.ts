import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { latestMailTo, tokenFromMail, useTestApp } from '../../../test/support/app.js';
import { nextRemoteAddress } from '../../../test/support/factories.js';
import { newsletterSubscribers } from '../../db/schema/index.js';
import { newsletterUnsubscribeLinks } from './newsletter.service.js';

const t = useTestApp();

let counter = 0;
const inject = (
  method: 'GET' | 'POST',
  url: string,
  options: { payload?: unknown; headers?: Record<string, string> } = {},
) =>
  t.app.inject({
    method,
    url,
    payload: options.payload as never,
    headers: options.headers,
    remoteAddress: nextRemoteAddress(),
  });
const subscriber = async (email: string) =>
  (await t.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0];

/** A confirmed subscriber, made through the public journey; returns the unsubscribe token. */
async function confirmedSubscriber(language?: 'it' | 'en'): Promise<{ email: string; token: string }> {
  const email = `iscritta${++counter}@example.com`;
  await inject('POST', '/api/subscribe/', { payload: { email, language } });
  const confirmToken = tokenFromMail(await latestMailTo(t.db, email), 'newsletter/conferma');
  await inject('POST', '/api/newsletter/confirm', { payload: { token: confirmToken } });
  const row = await subscriber(email);
  if (row?.status !== 'confirmed') throw new Error('not confirmed');
  return { email, token: row.unsubscribeToken };
}

describe('newsletter unsubscribe', () => {
  it('shows the masked address behind a link', async () => {
    const { token } = await confirmedSubscriber();
    const response = await inject('GET', `/api/newsletter/unsubscribe/${token}`, {
      headers: { accept: 'application/json' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Success',
      email: expect.stringMatching(/^i\*\*\*\d@example\.com$/),
      unsubscribed: false,
      language: 'it',
    });
  });

  it("tells the page the subscriber's language, so it speaks it", async () => {
    const { token } = await confirmedSubscriber('en');
    const response = await inject('GET', `/api/newsletter/unsubscribe/${token}`, {
      headers: { accept: 'application/json' },
    });
    expect(response.json()).toMatchObject({ unsubscribed: false, language: 'en' });
  });

  it('sends a browser that opens the link to the unsubscribe page', async () => {
    const { token } = await confirmedSubscriber();
    const response = await inject('GET', `/api/newsletter/unsubscribe/${token}`, {
      headers: { accept: 'text/html,*/*' },
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`http://localhost:3000/newsletter/disiscrizione/${token}`);
  });

  it('unsubscribes with the token, and a second request still answers Success', async () => {
    const { email, token } = await confirmedSubscriber();
    for (let i = 0; i < 2; i++) {
      const response = await inject('POST', '/api/newsletter/unsubscribe', { payload: { token } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Success' });
    }
    expect(await subscriber(email)).toMatchObject({ status: 'unsubscribed' });
    expect((await subscriber(email))?.unsubscribedAt).toBeInstanceOf(Date);
    const info = await inject('GET', `/api/newsletter/unsubscribe/${token}`);
    expect(info.json()).toMatchObject({ unsubscribed: true });
  });

  it('honours the RFC 8058 one-click POST a mail provider sends', async () => {
    const { email, token } = await confirmedSubscriber();
    const response = await inject('POST', `/api/newsletter/unsubscribe/${token}`, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    expect(await subscriber(email)).toMatchObject({ status: 'unsubscribed' });
  });

  it('accepts the one-click POST as multipart or without a body too', async () => {
    const first = await confirmedSubscriber();
    const multipart = await inject('POST', `/api/newsletter/unsubscribe/${first.token}`, {
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
    });
    expect(multipart.statusCode).toBe(200);
    const second = await confirmedSubscriber();
    expect((await inject('POST', `/api/newsletter/unsubscribe/${second.token}`)).statusCode).toBe(200);
    expect(await subscriber(second.email)).toMatchObject({ status: 'unsubscribed' });
  });

  it('refuses unknown unsubscribe tokens with TOKEN_INVALID', async () => {
    const unknown = 'y'.repeat(43);
    for (const response of [
      await inject('GET', `/api/newsletter/unsubscribe/${unknown}`),
      await inject('POST', '/api/newsletter/unsubscribe', { payload: { token: unknown } }),
      await inject('POST', `/api/newsletter/unsubscribe/${unknown}`, {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      }),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'TOKEN_INVALID' });
    }
  });

  it('answers a malformed token (%0d%0a) with 400 in the usual format, never 500, also to a browser', async () => {
    const malformed = [
      '%0d%0a',
      `${'a'.repeat(12)}%0d%0a`,
      `%0d%0aSet-Cookie:%20x=1${'a'.repeat(12)}`,
      'a%20b%20c%20d%20e%20f',
    ];
    for (const token of malformed) {
      for (const response of [
        await inject('GET', `/api/newsletter/unsubscribe/${token}`, { headers: { accept: 'text/html,*/*' } }),
        await inject('GET', `/api/newsletter/unsubscribe/${token}`, { headers: { accept: 'application/json' } }),
        await inject('POST', `/api/newsletter/unsubscribe/${token}`, {
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'List-Unsubscribe=One-Click',
        }),
        await inject('POST', '/api/newsletter/unsubscribe', { payload: { token: decodeURIComponent(token) } }),
      ]) {
        expect(response.statusCode, token).toBe(400);
        expect(response.headers.location, token).toBeUndefined();
        expect(response.json(), token).toEqual({
          message: expect.any(String),
          error: 'VALIDATION',
          fields: expect.any(Object),
        });
      }
    }
  });

  it('kills a pending confirmation link on unsubscribe, and a new subscribe mails a new one', async () => {
    const email = `ripensamento${++counter}@example.com`;
    await inject('POST', '/api/subscribe/', { payload: { email } });
    const oldLink = tokenFromMail(await latestMailTo(t.db, email), 'newsletter/conferma');
    const { unsubscribeToken } = (await subscriber(email))!;
    await inject('POST', '/api/newsletter/unsubscribe', { payload: { token: unsubscribeToken } });
    expect((await inject('POST', '/api/newsletter/confirm', { payload: { token: oldLink } })).json()).toMatchObject({
      error: 'TOKEN_INVALID',
    });
    await inject('POST', '/api/subscribe/', { payload: { email } });
    const newLink = tokenFromMail(await latestMailTo(t.db, email), 'newsletter/conferma');
    expect(newLink).not.toBe(oldLink);
    expect((await inject('POST', '/api/newsletter/confirm', { payload: { token: newLink } })).statusCode).toBe(200);
    expect(await subscriber(email)).toMatchObject({ status: 'confirmed' });
  });

  it('builds the links and headers every newsletter carries', async () => {
    const { token } = await confirmedSubscriber();
    const links = newsletterUnsubscribeLinks('https://cammini.example', token);
    expect(links.pageUrl).toBe(`https://cammini.example/newsletter/disiscrizione/${token}`);
    expect(links.headers).toEqual({
      'List-Unsubscribe': `<https://cammini.example/api/newsletter/unsubscribe/${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const oneClickPath = new URL(links.oneClickUrl).pathname;
    const response = await inject('POST', oneClickPath, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
  });
});
