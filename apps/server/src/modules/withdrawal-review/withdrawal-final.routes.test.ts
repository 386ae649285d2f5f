import { ErrorCode, type WithdrawalStatus } from '@cammini/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { VALID_IBAN, VALID_TAX_CODE } from '../../../test/fixtures/banking.fixtures.js';
import { insertEarning, insertWithdrawal } from '../../../test/fixtures/earnings.fixtures.js';
import { useAdminTestApp } from '../../../test/support/app.js';
import { bearer, createUser } from '../../../test/support/factories.js';
import { mailOutbox, withdrawals } from '../../db/schema/index.js';
import { getAvailableBalanceCents } from '../earnings/earnings.service.js';

const t = useAdminTestApp();

const setStatus = (id: number, status: WithdrawalStatus) =>
  t.app.inject({ method: 'PUT', url: '/api/withdraw/', headers: bearer(t.adminToken), payload: { id, status } });
const statusOf = async (id: number) =>
  (await t.db.select({ status: withdrawals.status }).from(withdrawals).where(eq(withdrawals.id, id)))[0]?.status;
const mailsTo = async (email: string) => (await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).length;

describe('a completed withdrawal', () => {
  it('cannot be cancelled nor put back to waiting: 409 WITHDRAWAL_FINAL, the balance and the status unchanged', async () => {
    const user = await createUser(t.db);
    await insertEarning(t.db, user.id, 5000);
    const withdrawal = await insertWithdrawal(t.db, { userId: user.id, amountCents: 2000, status: 'Completato' });
    for (const status of ['Annullato', 'In attesa'] as const) {
      const response = await setStatus(withdrawal.id, status);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ error: ErrorCode.WITHDRAWAL_FINAL });
      expect(response.json().message).toContain('completato');
    }
    expect(await statusOf(withdrawal.id)).toBe('Completato');
    expect(await getAvailableBalanceCents(t.db, user.id, new Date())).toBe(3000);
    expect(await mailsTo(user.email)).toBe(0);
    // Setting it completed again changes nothing and is no error.
    expect((await setStatus(withdrawal.id, 'Completato')).statusCode).toBe(200);
  });

  it('still lets a waiting request be cancelled and reinstated while the balance covers it', async () => {
    const user = await createUser(t.db);
    await insertEarning(t.db, user.id, 3000);
    const withdrawal = await insertWithdrawal(t.db, { userId: user.id, amountCents: 2000 });
    expect((await setStatus(withdrawal.id, 'Annullato')).statusCode).toBe(200);
    expect((await setStatus(withdrawal.id, 'In attesa')).statusCode).toBe(200);
    expect((await setStatus(withdrawal.id, 'Completato')).statusCode).toBe(200);
    expect((await setStatus(withdrawal.id, 'Annullato')).statusCode).toBe(409);
    expect(await getAvailableBalanceCents(t.db, user.id, new Date())).toBe(1000);
  });
});

describe('the admin list', () => {
  it("shows the payee's name, codice fiscale and IBAN together", async () => {
    const user = await createUser(t.db, { name: 'Marta', surname: 'Rossi', taxCode: VALID_TAX_CODE, iban: VALID_IBAN });
    await insertEarning(t.db, user.id, 3000);
    const withdrawal = await insertWithdrawal(t.db, { userId: user.id, amountCents: 2000, iban: VALID_IBAN });
    const response = await t.app.inject({ method: 'GET', url: '/get/withdrawals/', headers: bearer(t.adminToken) });
    const row = (response.json() as { idWithdraw: number }[]).find((item) => item.idWithdraw === withdrawal.id);
    expect(row).toMatchObject({ name: 'Marta Rossi', taxCode: VALID_TAX_CODE, iban: VALID_IBAN });
  });
});
