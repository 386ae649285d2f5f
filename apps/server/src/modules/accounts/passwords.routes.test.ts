import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, latestMailTo, type TestApp, tokenFromMail } from '../../../test/support/app.js';
import { bearer, createUser, loginAs, nextRemoteAddress, TEST_PASSWORD } from '../../../test/support/factories.js';
import { mailOutbox, oneTimeTokens } from '../../db/schema/index.js';
import { AfterAnswer } from '../../lib/after-answer.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const inject = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token?: string) =>
  t.app.inject({ method, url, payload, headers: token ? bearer(token) : {}, remoteAddress: nextRemoteAddress() });
const check = (token: string) => inject('GET', '/api/check/', undefined, token);
const changePassword = (passwords: { oldPassword: string; newPassword: string }, token?: string) =>
  inject('PUT', '/api/user/password/', passwords, token);

async function requestReset(email: string): Promise<string> {
  expect((await inject('POST', '/api/reset-password/', { email })).json()).toEqual({ message: 'Success' });
  // The link is made after the answer has gone.
  await t.app.afterAnswer.settled();
  return tokenFromMail(await latestMailTo(t.db, email), 'recoverypassword');
}

describe('password reset', () => {
  it('answers the same for an address without an account, and sends nothing', async () => {
    const before = (await t.db.select().from(mailOutbox)).length;
    const response = await inject('POST', '/api/reset-password/', { email: 'sconosciuto@example.com' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Success' });
    await t.app.afterAnswer.settled();
    expect((await t.db.select().from(mailOutbox)).length).toBe(before);
  });

  it('resets the password once, ends every session and mails a notice', async () => {
    const user = await createUser(t.db);
    const session = await loginAs(t.app, user.email);
    const token = await requestReset(user.email);
    expect((await inject('GET', `/api/check-reset-token/${token}`)).statusCode).toBe(200);
    const reset = await inject('PUT', '/api/reset/', { token, password: 'nuova-password-1' });
    expect(reset.json()).toEqual({ message: 'Success' });
    expect((await check(session)).statusCode).toBe(401);
    expect((await latestMailTo(t.db, user.email)).subject).toBe('La tua password è stata cambiata');
    await loginAs(t.app, user.email, 'nuova-password-1');
    const again = await inject('PUT', '/api/reset/', { token, password: 'altra-password-2' });
    expect(again.statusCode).toBe(400);
    expect((await inject('GET', `/api/check-reset-token/${token}`)).statusCode).toBe(400);
  });

  it('refuses an expired reset link', async () => {
    const user = await createUser(t.db);
    const token = await requestReset(user.email);
    await t.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(oneTimeTokens.userId, user.id));
    const response = await inject('PUT', '/api/reset/', { token, password: 'nuova-password-1' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('TOKEN_EXPIRED');
    await loginAs(t.app, user.email, TEST_PASSWORD);
  });

  it('makes an older link useless once a newer one is sent', async () => {
    const user = await createUser(t.db);
    const older = await requestReset(user.email);
    const newer = await requestReset(user.email);
    expect((await inject('GET', `/api/check-reset-token/${older}`)).statusCode).toBe(400);
    expect((await inject('GET', `/api/check-reset-token/${newer}`)).statusCode).toBe(200);
  });

  it('refuses a too short new password and keeps the old one', async () => {
    const user = await createUser(t.db);
    const token = await requestReset(user.email);
    expect((await inject('PUT', '/api/reset/', { token, password: 'short' })).statusCode).toBe(400);
    await loginAs(t.app, user.email, TEST_PASSWORD);
  });
});

describe('password change', () => {
  it('needs the current password', async () => {
    const user = await createUser(t.db);
    const token = await loginAs(t.app, user.email);
    const response = await changePassword({ oldPassword: 'sbagliata', newPassword: 'nuova-password-1' }, token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'WRONG_PASSWORD', message: 'La password attuale non è corretta' });
    await loginAs(t.app, user.email, TEST_PASSWORD);
  });

  it('keeps this session and ends the others', async () => {
    const user = await createUser(t.db);
    const here = await loginAs(t.app, user.email);
    const elsewhere = await loginAs(t.app, user.email);
    const response = await changePassword({ oldPassword: TEST_PASSWORD, newPassword: 'nuova-password-1' }, here);
    expect(response.json()).toEqual({ message: 'Success' });
    expect((await check(here)).statusCode).toBe(200);
    expect((await check(elsewhere)).statusCode).toBe(401);
    await loginAs(t.app, user.email, 'nuova-password-1');
  });

  it('needs a login', async () => {
    expect((await changePassword({ oldPassword: 'a', newPassword: 'nuova-password-1' })).statusCode).toBe(401);
  });
});

describe('nothing learned from a reset request', () => {
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)]!;
  };

  it('answers before any link or e-mail is made: the answer cannot depend on the address', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const held = await buildTestApp({ build: { afterAnswer: new AfterAnswer({ hold: () => gate }) } });
    try {
      const user = await createUser(held.db);
      const ask = (email: string) =>
        held.app.inject({
          method: 'POST',
          url: '/api/reset-password/',
          payload: { email },
          remoteAddress: nextRemoteAddress(),
        });
      const known = await ask(user.email);
      const unknown = await ask('nessuno@example.com');
      // Both answered while the work is still held back: nothing was looked up or written for them.
      for (const response of [known, unknown]) {
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ message: 'Success' });
      }
      expect(Object.keys(known.headers).sort()).toEqual(Object.keys(unknown.headers).sort());
      expect(held.app.afterAnswer.pending).toBe(2);
      expect(await held.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, user.id))).toEqual([]);
      expect(await held.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email))).toEqual([]);
      release();
      await held.app.afterAnswer.settled();
      expect((await latestMailTo(held.db, user.email)).subject).toBeTruthy();
    } finally {
      release();
      await held.close();
    }
  });

  it('takes the same time for a known and an unknown address', async () => {
    // Each answer is timed with its work held back, as a client sees it: over a connection the answer's
    // bytes leave before the work starts, while an injected request resolves whenever the event loop
    // gets to it, on a loaded machine after the known address's transaction (3 ms more, in CI). The work
    // is then let go and waited for, so it is really done and cannot slow the next answer.
    // One gate per request, opened once its answer has come and replaced once its work is done.
    const newGate = () => {
      let open = () => {};
      const opened = new Promise<void>((resolve) => {
        open = resolve;
      });
      return { opened, open };
    };
    let gate = newGate();
    const release = () => gate.open();
    const held = await buildTestApp({ build: { afterAnswer: new AfterAnswer({ hold: () => gate.opened }) } });
    try {
      const user = await createUser(held.db);
      const timeOf = async (email: string) => {
        const started = performance.now();
        const response = await held.app.inject({
          method: 'POST',
          url: '/api/reset-password/',
          payload: { email },
          remoteAddress: nextRemoteAddress(),
        });
        const elapsed = performance.now() - started;
        expect(response.statusCode).toBe(200);
        release();
        await held.app.afterAnswer.settled();
        gate = newGate();
        return elapsed;
      };
      // Warm up both paths, then take them in turns, known-unknown then unknown-known, so that drifts
      // and whatever the known address's work leaves behind (collection, the database's own upkeep)
      // fall on both alike.
      for (let i = 0; i < 5; i++) await timeOf(i % 2 ? user.email : `ignoto${i}@example.com`);
      const measure = async (round: number) => {
        const known: number[] = [];
        const unknown: number[] = [];
        for (let i = 0; i < 30; i++) {
          const stranger = `ignoto-${round}-${i}@example.com`;
          if (i % 2 === 0) {
            known.push(await timeOf(user.email));
            unknown.push(await timeOf(stranger));
          } else {
            unknown.push(await timeOf(stranger));
            known.push(await timeOf(user.email));
          }
        }
        return { known: median(known), unknown: median(unknown) };
      };
      // Before the fix the known address took the lookup, a transaction and an outbox write more (about
      // twice the unknown one's time), in every round; now both are the same answer path, and a second
      // round only forgives a first one that another test file's load made uneven.
      const apart = ({ known, unknown }: { known: number; unknown: number }) =>
        Math.abs(known - unknown) >= Math.max(0.75, 0.25 * unknown);
      let times = await measure(1);
      if (apart(times)) times = await measure(2);
      // The work was done: the known address has its link.
      expect((await latestMailTo(held.db, user.email)).subject).toBeTruthy();
      expect(apart(times), `known ${times.known.toFixed(2)} ms, unknown ${times.unknown.toFixed(2)} ms`).toBe(false);
    } finally {
      release();
      await held.close();
    }
  });
});

describe('a reset link mailed before a password change', () => {
  it('stops working once the password is changed in the profile', async () => {
    const user = await createUser(t.db);
    const token = await requestReset(user.email);
    const session = await loginAs(t.app, user.email);
    const change = await changePassword({ oldPassword: TEST_PASSWORD, newPassword: 'cambiata-dal-profilo-9' }, session);
    expect(change.statusCode).toBe(200);
    expect((await inject('GET', `/api/check-reset-token/${token}`)).json()).toMatchObject({ error: 'TOKEN_INVALID' });
    const reset = await inject('PUT', '/api/reset/', { token, password: 'ripresa-da-un-ladro-7' });
    expect(reset.statusCode).toBe(400);
    await loginAs(t.app, user.email, 'cambiata-dal-profilo-9');
  });

  it('stops working once the password is set with another link', async () => {
    const user = await createUser(t.db);
    const first = await requestReset(user.email);
    // Two links alive at once (the older one is otherwise ended by the newer request).
    const [row] = await t.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, user.id));
    await t.db.insert(oneTimeTokens).values({ ...row!, id: undefined, tokenHash: `${row!.tokenHash}-other` });
    expect((await inject('PUT', '/api/reset/', { token: first, password: 'reimpostata-bene-5' })).statusCode).toBe(200);
    const alive = await t.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, user.id));
    expect(alive.every((link) => link.usedAt !== null)).toBe(true);
  });
});

describe('common and breached passwords', () => {
  it('are refused when resetting, with PASSWORD_TOO_COMMON, and the old password stays', async () => {
    const user = await createUser(t.db);
    const token = await requestReset(user.email);
    for (const password of ['password123', 'Qwertyuiop', 'iloveyou!!', 'juventus1897', 'Cammini2026!']) {
      const response = await inject('PUT', '/api/reset/', { token, password });
      expect(response.statusCode, password).toBe(400);
      expect(response.json(), password).toMatchObject({
        error: 'PASSWORD_TOO_COMMON',
        fields: { 'body.password': expect.any(Array) },
      });
    }
    expect((await inject('GET', `/api/check-reset-token/${token}`)).statusCode).toBe(200);
    await loginAs(t.app, user.email, TEST_PASSWORD);
  });

  it('are refused when changing it, and so is the own e-mail address of the account', async () => {
    const user = await createUser(t.db, { email: `lucia.verdi${Date.now()}@example.com` });
    const session = await loginAs(t.app, user.email);
    for (const newPassword of ['12345678910', 'sunshine2024', user.email, `${user.email.split('@')[0]}!`]) {
      const response = await changePassword({ oldPassword: TEST_PASSWORD, newPassword }, session);
      expect(response.statusCode, newPassword).toBe(400);
      expect(response.json().error, newPassword).toBe('PASSWORD_TOO_COMMON');
    }
    await loginAs(t.app, user.email, TEST_PASSWORD);
  });
});
