import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCourse } from '../test/fixtures/catalogue.fixtures.js';
import { effectsOf, insertPaidTestCheckout } from '../test/fixtures/commerce.fixtures.js';
import { createScratchDatabase } from '../test/support/database.js';
import { createUser, TEST_PASSWORD } from '../test/support/factories.js';
import { type ServerProcess, startServerProcess } from '../test/support/server-process.js';
import type { DatabaseHandle } from './db/client.js';
import { mailOutbox, newsletterSubscribers } from './db/schema/index.js';

/**
 * The whole server killed with SIGKILL while it sends a newsletter to 1,000 subscribers and
 * confirms card payments, then started again. Afterwards every subscriber has exactly one copy of
 * the newsletter and every order is either fully confirmed (enrolment, credit, receipt) or
 * untouched. Runs on PGlite (recovered from its folder, as after a power cut) or on
 * TEST_DATABASE_URL.
 */

const SUBSCRIBERS = 1000;
const ORDERS = 30;
const ADMIN = { ADMIN_EMAIL: 'titolare@drill.test', ADMIN_PASSWORD: 'una-password-lunga' };
const SUBJECT = 'Il cammino di primavera';

let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let server: ServerProcess | undefined;
let buyers: { email: string; orderId: string }[] = [];

const outboxDir = () => path.join(scratch.dataDir, 'outbox');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function withDatabase<T>(use: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
  const handle = await scratch.open();
  try {
    return await use(handle);
  } finally {
    await handle.close();
  }
}

async function seed(handle: DatabaseHandle) {
  await handle.migrate();
  const rows = Array.from({ length: SUBSCRIBERS }, (_, i) => ({
    email: `iscritto-${i}@drill.test`,
    language: i % 5 === 0 ? ('en' as const) : ('it' as const),
    status: 'confirmed' as const,
    confirmedAt: new Date(),
    unsubscribeToken: randomBytes(18).toString('base64url'),
  }));
  for (let i = 0; i < rows.length; i += 250)
    await handle.db.insert(newsletterSubscribers).values(rows.slice(i, i + 250));
  const referrer = await createUser(handle.db);
  const course = await insertCourse(handle.db);
  for (let i = 0; i < ORDERS; i++) {
    const buyer = await createUser(handle.db, { referrerId: referrer.id });
    buyers.push({ email: buyer.email, orderId: await insertPaidTestCheckout(handle.db, buyer.id, course) });
  }
}

async function api(path: string, init: { method?: string; token?: string; body?: unknown } = {}) {
  if (!server) throw new Error('no server');
  const response = await fetch(server.url + path, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.body ? { 'content-type': 'application/json' } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as Record<string, unknown> };
}

async function logIn(email: string, password: string): Promise<string> {
  const { status, body } = await api('/api/login/', { method: 'POST', body: { email, password } });
  if (status !== 200) throw new Error(`login ${email}: ${status}`);
  return body.token as string;
}

async function adminToken(): Promise<string> {
  const login = await logIn(ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD);
  return (await api('/api/generate-private-token/', { token: login })).body.token as string;
}

const emlFiles = async () => (await readdir(outboxDir()).catch(() => [] as string[])).filter((f) => f.endsWith('.eml'));

/** Recipient and subject of every message written to the outbox folder. */
async function outboxMessages() {
  return Promise.all(
    (await emlFiles()).map(async (file) => {
      const raw = await readFile(path.join(outboxDir(), file), 'utf8');
      return { to: raw.match(/^To: (.+)$/m)?.[1]?.trim() ?? '', subject: raw.match(/^Subject: (.+)$/m)?.[1] ?? '' };
    }),
  );
}

/** Each order either complete in every part, or not started in any. */
async function expectEachOrderWholeOrUntouched(handle: DatabaseHandle) {
  const outcome = { paid: 0, pending: 0 };
  for (const buyer of buyers) {
    const effects = await effectsOf(handle.db, buyer.orderId);
    const receipts = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.to, buyer.email));
    if (effects.order.status === 'paid') {
      outcome.paid += 1;
      expect(effects.enrolments).toHaveLength(1);
      expect(effects.earnings).toHaveLength(1);
      expect(receipts).toHaveLength(1);
    } else {
      outcome.pending += 1;
      expect(effects.order.status).toBe('pending');
      expect(effects.enrolments).toEqual([]);
      expect(effects.earnings).toEqual([]);
      expect(receipts).toEqual([]);
    }
  }
  return outcome;
}

beforeAll(async () => {
  scratch = await createScratchDatabase('drill');
  buyers = [];
  await withDatabase(seed);
});
afterAll(async () => {
  server?.child.kill('SIGKILL');
  await server?.exited;
  await scratch.drop();
});

describe('the server killed with SIGKILL while it sends a newsletter and confirms payments', () => {
  it('resumes after a restart: one newsletter per subscriber, every order whole or untouched', async () => {
    const env = { ...scratch.serverEnv, ...ADMIN, MAIL_ATTEMPT_SECONDS: '5', MAIL_RETRY_DELAY_SECONDS: '1' };
    server = await startServerProcess(env);
    const tokens = await Promise.all(buyers.map((buyer) => logIn(buyer.email, TEST_PASSWORD)));
    const admin = await adminToken();

    const sent = await api('/api/sendnewsletter/', {
      method: 'POST',
      token: admin,
      body: { oggetto: SUBJECT, contenuto: '<p>Un nuovo cammino comincia.</p>' },
    });
    expect(sent).toMatchObject({ status: 200, body: { queued: SUBSCRIBERS } });
    while ((await emlFiles()).length < 20) await sleep(5);
    // Confirmations keep arriving, one every few milliseconds, while the newsletter goes out.
    let answered = 0;
    const confirmations = buyers.map(async (buyer, i) => {
      await sleep(i * 30);
      const answer = await api('/api/payments/confirm', {
        method: 'POST',
        token: tokens[i],
        body: { orderId: buyer.orderId },
      }).catch(() => null);
      if (answer) answered += 1;
    });
    while (answered < ORDERS / 2) await sleep(2);
    server.child.kill('SIGKILL');
    expect(await server.exited).toBe('SIGKILL');
    await Promise.all(confirmations);
    const writtenBeforeKill = (await emlFiles()).length;

    const afterKill = await withDatabase(expectEachOrderWholeOrUntouched);
    process.stdout.write(
      `crash drill: killed after ${writtenBeforeKill} e-mails written and ${afterKill.paid} of ${ORDERS} orders confirmed\n`,
    );
    expect(writtenBeforeKill).toBeLessThan(SUBSCRIBERS);
    expect(afterKill.pending).toBeGreaterThan(0);

    server = await startServerProcess(env);
    const restartedAdmin = await adminToken();
    for (const [i, buyer] of buyers.entries()) {
      const token = await logIn(buyer.email, TEST_PASSWORD);
      const confirmed = await api('/api/payments/confirm', { method: 'POST', token, body: { orderId: buyer.orderId } });
      expect(confirmed.status, `order ${i}`).toBe(200);
    }
    const deadline = Date.now() + 60_000;
    for (;;) {
      const history = await api('/api/newsletters/', { token: restartedAdmin });
      const [newsletter] = history.body as unknown as { sent: number; pending: number }[];
      if (newsletter?.sent === SUBSCRIBERS && newsletter.pending === 0) break;
      if (Date.now() > deadline) throw new Error(`newsletter not finished: ${JSON.stringify(newsletter)}`);
      await sleep(250);
    }
    // Receipts queued after the newsletter's messages go out after them: each buyer's is awaited too.
    const buyerEmails = new Set(buyers.map((buyer) => buyer.email));
    while ((await outboxMessages()).filter((m) => buyerEmails.has(m.to)).length < ORDERS) {
      if (Date.now() > deadline) throw new Error('receipts not all written');
      await sleep(500);
    }
    server.child.kill('SIGTERM');
    await server.exited;
    server = undefined;

    const messages = await outboxMessages();
    const newsletterCopies = new Map<string, number>();
    for (const message of messages.filter((m) => m.subject === SUBJECT)) {
      newsletterCopies.set(message.to, (newsletterCopies.get(message.to) ?? 0) + 1);
    }
    expect(newsletterCopies.size).toBe(SUBSCRIBERS);
    expect([...newsletterCopies.values()].every((copies) => copies === 1)).toBe(true);
    const after = await withDatabase(expectEachOrderWholeOrUntouched);
    expect(after).toEqual({ paid: ORDERS, pending: 0 });
    for (const buyer of buyers) expect(messages.filter((m) => m.to === buyer.email)).toHaveLength(1);
  }, 240_000);
});
