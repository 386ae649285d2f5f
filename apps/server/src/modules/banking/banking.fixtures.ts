import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';
import type { TestApp } from '../../test/app.js';
import { createUser, loginAs } from '../../test/factories.js';
import type { TestFile } from '../../test/multipart.js';
import { insertEarning } from '../earnings/earnings.fixtures.js';

export const VALID_IBAN = 'IT60X0542811101000000123456';
export const VALID_TAX_CODE = 'RSSMRA85T10A562S';

/** A logged-in customer; `ready` gives them a tax code, an IBAN and verified documents. */
export async function bankingCustomer(t: TestApp, options: { earnedCents?: number; ready?: boolean } = {}) {
  const user = await createUser(t.db, { name: 'Marta', surname: 'Rossi' });
  if (options.earnedCents) await insertEarning(t.db, user.id, options.earnedCents);
  if (options.ready) {
    await t.db
      .update(users)
      .set({ iban: VALID_IBAN, taxCode: VALID_TAX_CODE, docVerified: true })
      .where(eq(users.id, user.id));
  }
  return { user, token: await loginAs(t.app, user.email) };
}

/** The smallest real PDF a viewer opens. */
export const pdf: TestFile = {
  bytes: Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  ),
  filename: 'retro.pdf',
  type: 'application/pdf',
};
