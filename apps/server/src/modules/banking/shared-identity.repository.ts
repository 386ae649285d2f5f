import { type SQL, sql } from 'drizzle-orm';
import { type Executor, selectRows } from '../../db/client.js';
import { accountIdentityView } from '../accounts/views/accounts.views.js';

/** Spaces and case never tell two IBANs or tax codes apart. */
const plain = (column: string) => sql.raw(`upper(replace(${column}, ' ', ''))`);

/** Every IBAN an account gave: the one it has now, and each one a withdrawal of it was sent to. */
const ibansOf = (userId: SQL) =>
  sql`(select ${plain('h.iban')} as iban from ${accountIdentityView('h')} where h.id = ${userId} and h.iban is not null
       union select ${plain('w.iban')} from withdrawals w where w.user_id = ${userId})`;

const taxCodeOf = (userId: SQL) =>
  sql`(select ${plain('h.tax_code')} from ${accountIdentityView('h')} where h.id = ${userId})`;

/**
 * For each pair of accounts, which identifying details they share now: an IBAN (a current one or one a
 * withdrawal went to), the codice fiscale, or an identity document file (the SHA-256 of a front or back
 * as uploaded, either side against either side). In one query however many pairs; pairs sharing
 * nothing are left out.
 */
export async function selectSharedDetails(db: Executor, pairs: ReadonlyArray<readonly [number, number]>) {
  if (pairs.length === 0) return [];
  const values = sql.join(
    pairs.map(([a, b]) => sql`(${a}::int, ${b}::int)`),
    sql`, `,
  );
  const rows = await selectRows<{ a: number; b: number; iban: boolean; tax_code: boolean; document: boolean }>(
    db,
    sql`select p.a, p.b,
      exists (select 1 from ${ibansOf(sql`p.a`)} as mine join ${ibansOf(sql`p.b`)} as theirs using (iban)) as iban,
      coalesce(${taxCodeOf(sql`p.a`)} = ${taxCodeOf(sql`p.b`)}, false) as tax_code,
      exists (select 1 from identity_documents doc_a join identity_documents doc_b on doc_b.user_id = p.b
        and (doc_a.front_sha256 in (doc_b.front_sha256, doc_b.back_sha256) or doc_a.back_sha256 in (doc_b.front_sha256, doc_b.back_sha256))
        where doc_a.user_id = p.a) as document
    from (values ${values}) as p(a, b)`,
  );
  return rows
    .map((row) => ({
      pair: [Number(row.a), Number(row.b)] as const,
      iban: Boolean(row.iban),
      taxCode: Boolean(row.tax_code),
      document: Boolean(row.document),
    }))
    .filter((row) => row.iban || row.taxCode || row.document);
}
