import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  bankingCustomer,
  uploadIdentityDocuments,
  VALID_IBAN,
  VALID_TAX_CODE,
} from '../../../test/fixtures/banking.fixtures.js';
import { insertCourse } from '../../../test/fixtures/catalogue.fixtures.js';
import { buyWithTestCard, CONTACT } from '../../../test/fixtures/commerce.fixtures.js';
import { clearUploads } from '../../../test/fixtures/course-admin.fixtures.js';
import { useAdminTestApp } from '../../../test/support/app.js';
import { bearer, nextRemoteAddress, TEST_PASSWORD } from '../../../test/support/factories.js';
import { contactMessages, mailOutbox, users, withdrawals } from '../../db/schema/index.js';

/*
 * What the erasure of an account does to the messages about it: the owner's notices (a sale, a form
 * it sent logged in, a withdrawal, its documents) keep nothing of the person, and only the contact
 * messages the account sent while logged in are its own, to export and to erase.
 */
const t = useAdminTestApp();

beforeEach(async () => {
  await clearUploads(t);
});

let counter = 0;
const unique = (what: string) => `${what} ${Date.now()}-${++counter}`;

const post = (url: string, payload: object, token?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: token ? bearer(token) : {},
    remoteAddress: nextRemoteAddress(),
  });
const contactForm = (fields: { mail: string; telefono: string; richiesta: string }) => ({
  nome: 'Ginevra',
  cognome: 'Lucchesini',
  privacy: true,
  ...fields,
});
const moduleForm = (fields: { email: string; phonenumber: string; message: string }) => ({
  name: 'Ginevra',
  surname: 'Lucchesini',
  birth_date: '1988-07-14',
  city: 'Lucca',
  interested_in: 'Meditazione',
  objective: 'Ritrovare calma',
  spending: '250',
  ...fields,
});
const exportOf = async (token: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/user/export',
    headers: bearer(token),
    remoteAddress: nextRemoteAddress(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const eraseOwn = async (token: string) => {
  const response = await t.app.inject({
    method: 'DELETE',
    url: '/api/user/',
    headers: bearer(token),
    payload: { currentPassword: TEST_PASSWORD },
    remoteAddress: nextRemoteAddress(),
  });
  expect(response.statusCode, response.body).toBe(200);
};
const outbox = () => t.db.select().from(mailOutbox);
const messagesWith = async (text: string) =>
  (await t.db.select().from(contactMessages)).filter((row) => JSON.stringify(row.fields).includes(text));

describe("an account's erasure and the owner's notices", () => {
  it('leaves no outbox row with the address, phone or words of a customer who wrote both forms, bought a course, uploaded documents and withdrew', async () => {
    const customer = await bankingCustomer(t, { earnedCents: 2500 });
    const { user, token } = customer;
    const phones = ['+39 347 5550101', '3475550202'];
    const words = [
      unique('Vorrei sapere se il ritiro è adatto a chi soffre di ansia.'),
      unique('Posso venire col cane?'),
    ];
    expect(
      (await post('/send-email', contactForm({ mail: user.email, telefono: phones[0]!, richiesta: words[0]! }), token))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await post(
          '/api/module/',
          moduleForm({ email: user.email, phonenumber: phones[1]!, message: words[1]! }),
          token,
        )
      ).statusCode,
    ).toBe(200);
    const course = await insertCourse(t.db);
    await buyWithTestCard(t.app, { user, token }, course.title);
    await uploadIdentityDocuments(t, { user, token });
    // The admin approves the documents; with an IBAN and a tax code the customer may withdraw.
    await t.db
      .update(users)
      .set({ iban: VALID_IBAN, taxCode: VALID_TAX_CODE, docVerified: true })
      .where(eq(users.id, user.id));
    expect((await post('/api/withdraw', { email: user.email, amount: 25 }, token)).statusCode).toBe(200);
    await t.db.update(withdrawals).set({ status: 'Completato' }).where(eq(withdrawals.userId, user.id));

    // Every notice to the owner that names the customer says whom it is about.
    const traces = [user.email, ...phones, ...words];
    const mentioning = (row: typeof mailOutbox.$inferSelect) =>
      traces.some((trace) => JSON.stringify(row).includes(trace));
    const notices = (await outbox()).filter((row) => row.to === CONTACT && mentioning(row));
    expect(notices.map((row) => row.subject).sort()).toEqual(
      [
        'Documenti da verificare: Marta Rossi',
        `Nuova vendita: ${course.title}`,
        'Nuovo messaggio dal sito: Ginevra Lucchesini',
        'Nuovo modulo di contatto: Ginevra Lucchesini',
        'Richiesta di prelievo: 25,00 € da Marta Rossi',
      ].sort(),
    );
    for (const notice of notices) expect(notice.aboutUserId).toBe(user.id);
    // One was already sent when the account went: blanked all the same.
    await t.db.update(mailOutbox).set({ status: 'sent', sentAt: new Date() }).where(eq(mailOutbox.id, notices[0]!.id));

    await eraseOwn(token);

    const after = await outbox();
    expect(after.filter(mentioning)).toEqual([]);
    const blanked = after.filter((row) => notices.some((notice) => notice.id === row.id));
    expect(blanked).toHaveLength(notices.length);
    for (const row of blanked) {
      expect(row).toMatchObject({ to: CONTACT, subject: 'Avviso su un account eliminato', headers: null });
      expect(row.text).toContain('riguardava un cliente che ha eliminato il suo account');
      expect(JSON.stringify(row)).not.toMatch(/Marta|Rossi|Ginevra|Lucchesini/);
    }
    // Those still waiting are never sent: a blank notice tells the owner nothing to act on.
    expect(blanked.find((row) => row.id === notices[0]!.id)?.status).toBe('sent');
    for (const row of blanked.filter((row) => row.id !== notices[0]!.id)) {
      expect(row).toMatchObject({ status: 'failed', lastError: 'account deleted' });
    }
    expect(await t.db.select().from(contactMessages).where(eq(contactMessages.userId, user.id))).toEqual([]);
    for (const text of words) expect(await messagesWith(text)).toEqual([]);
  });
});

describe('contact messages and the account of their sender', () => {
  it('exports and erases the messages the account sent while logged in, whatever address they give', async () => {
    const { user, token } = await bankingCustomer(t);
    const words = [unique('Scrivo dal mio account.'), unique('E anche dal modulo.')];
    const other = `altro-${Date.now()}@example.com`;
    expect(
      (await post('/send-email', contactForm({ mail: other, telefono: '3331112222', richiesta: words[0]! }), token))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await post(
          '/api/module/',
          moduleForm({ email: user.email, phonenumber: '3331113333', message: words[1]! }),
          token,
        )
      ).statusCode,
    ).toBe(200);

    const exported = (await exportOf(token)).messages;
    expect(exported).toEqual([
      expect.objectContaining({
        kind: 'contact',
        fields: expect.objectContaining({ mail: other, richiesta: words[0] }),
      }),
      expect.objectContaining({ kind: 'module', fields: expect.objectContaining({ message: words[1] }) }),
    ]);
    for (const text of words) expect((await messagesWith(text)).map((row) => row.userId)).toEqual([user.id]);

    await eraseOwn(token);
    for (const text of words) expect(await messagesWith(text)).toEqual([]);
    expect((await outbox()).filter((row) => words.some((text) => row.text.includes(text)))).toEqual([]);
  });

  it("neither exports nor erases a stranger's message that gives the account's address", async () => {
    const { user, token } = await bankingCustomer(t);
    const words = unique('Sono un altro, ma scrivo con il suo indirizzo.');
    const stranger = await post(
      '/send-email',
      contactForm({ mail: user.email, telefono: '3209998877', richiesta: words }),
    );
    expect(stranger.statusCode).toBe(200);
    const [stored] = await messagesWith(words);
    expect(stored).toMatchObject({ email: user.email, userId: null });

    const exported = await exportOf(token);
    expect(exported.messages).toEqual([]);
    expect(JSON.stringify(exported)).not.toContain(words);

    await eraseOwn(token);
    // Not the account's: it stays in the owner's inbox, and its notice as it was written.
    expect(await messagesWith(words)).toEqual([stored]);
    const [notice] = (await outbox()).filter((row) => row.to === CONTACT && row.text.includes(words));
    expect(notice).toMatchObject({ aboutUserId: null, status: 'pending', headers: { 'Reply-To': user.email } });
  });

  it('treats a form sent with a lapsed session as a visitor’s, and still takes it', async () => {
    const { token } = await bankingCustomer(t);
    expect((await t.app.inject({ method: 'POST', url: '/api/forcelogout/', headers: bearer(token) })).statusCode).toBe(
      200,
    );
    const words = unique('Dopo il logout.');
    const response = await post(
      '/send-email',
      contactForm({ mail: 'visitatore@example.com', telefono: '3201234567', richiesta: words }),
      token,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect((await messagesWith(words)).map((row) => row.userId)).toEqual([null]);
  });
});
