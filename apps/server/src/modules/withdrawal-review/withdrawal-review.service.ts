import type { AdminWithdrawalItem, UpdateWithdrawalStatusBody } from '@cammini/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/app-error.js';
import { centsToEuros } from '../../lib/money.js';
import { assertBalanceCovers, holdsMoney, lockAvailableBalance } from '../earnings/earnings.service.js';
import { enqueueMail } from '../mail/mail.service.js';
import {
  findWithdrawalOwnerId,
  lockWithdrawal,
  selectWithdrawalsWithCustomers,
  setWithdrawalStatus,
} from './withdrawal-review.repository.js';
import { withdrawalStatusMail } from './withdrawal-status-mails.js';

const withdrawalNotFound = () => notFound('Richiesta di prelievo non trovata');

/** GET /get/withdrawals/ */
export async function listWithdrawals(ctx: AppContext): Promise<AdminWithdrawalItem[]> {
  const rows = await selectWithdrawalsWithCustomers(ctx.db);
  return rows.map((row) => ({
    idWithdraw: row.id,
    name: `${row.name} ${row.surname}`,
    email: row.email,
    iban: row.iban,
    amount: centsToEuros(row.amountCents),
    status: row.status,
    requestDate: row.requestedAt.toISOString(),
  }));
}

/**
 * PUT /api/withdraw/: an admin may set any status at any time, but reinstating a
 * cancelled request spends its amount again, so the balance must still cover it. The customer
 * is told by e-mail; setting the status it already has changes nothing and mails nobody.
 */
export async function changeWithdrawalStatus(
  ctx: AppContext,
  input: z.output<typeof UpdateWithdrawalStatusBody>,
): Promise<void> {
  const ownerId = await findWithdrawalOwnerId(ctx.db, input.id);
  if (ownerId === undefined) throw withdrawalNotFound();
  const changed = await ctx.db.transaction(async (tx) => {
    const { owner, availableCents } = await lockAvailableBalance(tx, ownerId);
    const withdrawal = await lockWithdrawal(tx, input.id);
    if (!withdrawal) throw withdrawalNotFound();
    if (withdrawal.status === input.status) return false;
    if (!holdsMoney(withdrawal.status)) assertBalanceCovers(availableCents, withdrawal.amountCents);
    await setWithdrawalStatus(tx, withdrawal.id, input.status);
    await enqueueMail(
      tx,
      withdrawalStatusMail({
        to: owner.email,
        language: owner.language,
        name: owner.name,
        status: input.status,
        amountCents: withdrawal.amountCents,
        requestedAt: withdrawal.requestedAt,
        iban: withdrawal.iban,
        userAreaUrl: `${ctx.config.publicUrl}/utente`,
      }),
    );
    return true;
  });
  if (changed) ctx.mail.nudge();
}
