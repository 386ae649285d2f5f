import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pdf } from '../../../test/fixtures/banking.fixtures.js';
import { insertCourse } from '../../../test/fixtures/catalogue.fixtures.js';
import {
  buyWithTestCard,
  CONTACT,
  type Customer,
  createCustomer,
  effectsOf,
  mailsAbout,
  mailsTo,
} from '../../../test/fixtures/commerce.fixtures.js';
import { png, sendForm } from '../../../test/fixtures/course-admin.fixtures.js';
import { insertWithdrawal } from '../../../test/fixtures/earnings.fixtures.js';
import { useTestApp } from '../../../test/support/app.js';
import type { TestFile } from '../../../test/support/multipart.js';
import { identityDocuments, users } from '../../db/schema/index.js';

// A referral between two accounts of one person (the same IBAN, codice fiscale or identity document) earns nothing.

const t = useTestApp();

const IBAN_A = 'IT60X0542811101000000123456';
const IBAN_B = 'DE89370400440532013000';
const TAX_A = 'RSSMRA85T10A562S';
const TAX_B = 'BNCGLI90A41H501X';

const setDetails = (customer: Customer, values: Partial<typeof users.$inferInsert>) =>
  t.db.update(users).set(values).where(eq(users.id, customer.user.id));

const uploadDocuments = async (customer: Customer, files: TestFile[]) => {
  const response = await sendForm(
    t,
    'POST',
    '/api/document/',
    { email: customer.user.email, name: 'Marta Rossi', document: files },
    customer.token,
  );
  expect(response.statusCode, response.body).toBe(200);
};

/** A referrer and a buyer they invited, each with the details given, the buyer then buying a 280 € course (28 € share). */
async function purchase(setUp: (referrer: Customer, buyer: Customer) => Promise<unknown>) {
  const referrer = await createCustomer(t.db, t.app, { language: 'en' });
  const buyer = await createCustomer(t.db, t.app, { referrerId: referrer.user.id });
  await setUp(referrer, buyer);
  const course = await insertCourse(t.db);
  const orderId = await buyWithTestCard(t.app, buyer, course.title);
  const referrals = (await effectsOf(t.db, orderId)).earnings.filter((row) => row.kind === 'referral');
  return { referrer, buyer, course, orderId, referrals };
}

/** The e-mails that said a referral earned nothing, to each side. */
const withheldMails = async (referrer: Customer, buyer: Customer) => ({
  referrer: (await mailsTo(t.db, referrer.user.email)).filter(
    (mail) => mail.subject === 'An invitation without a credit',
  ),
  buyer: (await mailsTo(t.db, buyer.user.email)).filter((mail) => mail.subject.includes("codice d'invito")),
});

describe('a referral between accounts that share an IBAN', () => {
  it('earns nothing, and each side is told without the other’s details', async () => {
    const { referrer, buyer, course, orderId, referrals } = await purchase((a, b) =>
      Promise.all([setDetails(a, { iban: IBAN_A }), setDetails(b, { iban: IBAN_A.toLowerCase() })]),
    );
    expect(referrals).toEqual([]);
    const mails = await withheldMails(referrer, buyer);
    expect(mails.referrer).toHaveLength(1);
    expect(mails.buyer).toHaveLength(1);
    expect(mails.referrer[0]?.text).toContain(`someone you invited bought “${course.title}”`);
    expect(mails.buyer[0]?.text).toContain(`il tuo acquisto di «${course.title}» è valido`);
    // Neither learns the other's e-mail or surname, nor the detail's value.
    for (const [mail, other] of [
      [mails.referrer[0], buyer],
      [mails.buyer[0], referrer],
    ] as const) {
      for (const secret of [IBAN_A, other.user.email, other.user.surname]) expect(mail?.text).not.toContain(secret);
    }
    expect((await mailsTo(t.db, referrer.user.email)).some((mail) => mail.subject.startsWith('You received'))).toBe(
      false,
    );
    const [notice] = (await mailsAbout(t.db, CONTACT, orderId)).filter((mail) => mail.subject.startsWith('Nuova'));
    expect(notice?.text).toContain('Guadagno da invito non accreditato');
    expect(notice?.text).toContain('IBAN');
  });

  it('counts an IBAN a withdrawal of the referrer was sent to, even after it was changed', async () => {
    const { referrals } = await purchase(async (a, b) => {
      await insertWithdrawal(t.db, { userId: a.user.id, iban: IBAN_B, status: 'Completato' });
      await setDetails(a, { iban: IBAN_A });
      await setDetails(b, { iban: IBAN_B });
    });
    expect(referrals).toEqual([]);
  });

  it('earns the credit when the IBANs differ', async () => {
    const { referrer, buyer, referrals } = await purchase((a, b) =>
      Promise.all([setDetails(a, { iban: IBAN_A }), setDetails(b, { iban: IBAN_B })]),
    );
    expect(referrals).toMatchObject([{ userId: referrer.user.id, amountCents: 2800 }]);
    expect(await withheldMails(referrer, buyer)).toEqual({ referrer: [], buyer: [] });
  });
});

describe('a referral between accounts that share a codice fiscale', () => {
  it('earns nothing with the same code', async () => {
    const { referrer, buyer, referrals } = await purchase((a, b) =>
      Promise.all([setDetails(a, { taxCode: TAX_A }), setDetails(b, { taxCode: TAX_A })]),
    );
    expect(referrals).toEqual([]);
    expect((await withheldMails(referrer, buyer)).referrer).toHaveLength(1);
  });

  it('earns the credit with different codes', async () => {
    const { referrals } = await purchase((a, b) =>
      Promise.all([setDetails(a, { taxCode: TAX_A }), setDetails(b, { taxCode: TAX_B })]),
    );
    expect(referrals).toHaveLength(1);
  });
});

describe('a referral between accounts that uploaded the same identity document', () => {
  it('stores the SHA-256 of each file as uploaded, before any re-encoding', async () => {
    const customer = await createCustomer(t.db, t.app);
    const front = await png('fronte.png', '#123456');
    await uploadDocuments(customer, [front, pdf]);
    const [document] = await t.db
      .select()
      .from(identityDocuments)
      .where(eq(identityDocuments.userId, customer.user.id));
    const sha256 = (file: TestFile) => createHash('sha256').update(file.bytes).digest('hex');
    expect(document).toMatchObject({ frontSha256: sha256(front), backSha256: sha256(pdf) });
    // The front was stored re-encoded: its hash is the customer's file's, not the stored one's.
    expect(document!.frontPath).toMatch(/\.webp$/);
  });

  it('earns nothing when a side matches (front against back too)', async () => {
    const shared = await png('carta.png', '#abcdef');
    const { referrer, buyer, referrals } = await purchase(async (a, b) => {
      await uploadDocuments(a, [shared, await png('retro-a.png', '#000001')]);
      await uploadDocuments(b, [await png('fronte-b.png', '#000002'), shared]);
    });
    expect(referrals).toEqual([]);
    expect((await withheldMails(referrer, buyer)).buyer).toHaveLength(1);
  });

  it('earns the credit when every file differs', async () => {
    const { referrals } = await purchase(async (a, b) => {
      await uploadDocuments(a, [await png('a1.png', '#000011'), await png('a2.png', '#000012')]);
      await uploadDocuments(b, [await png('b1.png', '#000013'), await png('b2.png', '#000014')]);
    });
    expect(referrals).toHaveLength(1);
  });
});
