import {
  type CustomerWithdrawal,
  centsToEuros,
  ErrorCode,
  eurosToCents,
  MIN_WITHDRAWAL_EUROS,
  NO_BANKING_DATA_MESSAGE,
  type WithdrawBody,
} from '@cammini/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { SessionContext } from '../../lib/session-context.js';
import { findBankingDetails } from '../accounts/bank-details.service.js';
import { assertBalanceCovers, lockAvailableBalance } from '../earnings/earnings.service.js';
import { enqueueMail, formatDateTime } from '../mail/mail.service.js';
import { getNoticeAddress } from '../settings/settings.service.js';
import { assertOwnEmail, withdrawalsHeldUntil } from './bank-details.service.js';
import { withdrawalRequestNotice } from './banking-mails.js';
import { insertWithdrawal, selectWithdrawalsOf } from './withdrawal-requests.repository.js';

/**
 * A request's owner, its row locked until the transaction ends, and its change of status, for the back
 * office's review of requests (modules/withdrawal-review): they take the executor of its transaction, so
 * the lock of the balance, the lock of the request and the change still run in one transaction, in that order.
 */
export {
  findWithdrawalOwnerId,
  lockWithdrawal,
  setWithdrawalStatus,
  type WithdrawalRow,
} from './withdrawal-requests.repository.js';

const toCustomerWithdrawal = (row: {
  id: number;
  amountCents: number;
  status: CustomerWithdrawal['status'];
  requestedAt: Date;
}): CustomerWithdrawal => ({
  id: row.id,
  requestDate: row.requestedAt.toISOString(),
  amount: centsToEuros(row.amountCents),
  status: row.status,
});

/** The IBAN was changed recently: the owner has this long to stop a redirection they did not make. */
const withdrawalsHeld = (until: Date) =>
  new AppError(
    ErrorCode.WITHDRAWALS_HELD,
    `Hai cambiato l'IBAN di recente: per sicurezza puoi chiedere un prelievo dal ${formatDateTime(until)}.`,
  );

/** GET /api/withdrawals/ */
export async function listOwnWithdrawals(ctx: AppContext, userId: number): Promise<CustomerWithdrawal[]> {
  return (await selectWithdrawalsOf(ctx.db, userId)).map(toCustomerWithdrawal);
}

/**
 * POST /api/withdraw/: with a tax code, an IBAN and verified documents, not while withdrawals are
 * held after an IBAN change, at least the minimum (checked by the contract) and at most the
 * available balance. The balance is locked for
 * the whole transaction, so concurrent requests run one after the other and can never overdraw.
 */
export async function requestWithdrawal(
  ctx: AppContext,
  session: SessionContext,
  input: z.output<typeof WithdrawBody>,
): Promise<CustomerWithdrawal> {
  assertOwnEmail(session, input.email);
  const amountCents = eurosToCents(input.amount);
  // The contract refuses it at the door too; the rule lives here, with the money.
  if (amountCents < eurosToCents(MIN_WITHDRAWAL_EUROS)) {
    throw new AppError(ErrorCode.VALIDATION, `L'importo minimo di un prelievo è ${MIN_WITHDRAWAL_EUROS} €.`);
  }
  const withdrawal = await ctx.db.transaction(async (tx) => {
    const { availableCents } = await lockAvailableBalance(tx, session.userId, ctx.clock.now());
    const details = await findBankingDetails(tx, session.userId);
    if (!details) throw notFound('Utente non trovato');
    if (!details.taxCode || !details.iban || !details.docVerified) {
      throw new AppError(ErrorCode.BANKING_DATA_MISSING, NO_BANKING_DATA_MESSAGE);
    }
    const heldUntil = withdrawalsHeldUntil(details.ibanChangedAt, ctx.clock.now());
    if (heldUntil) throw withdrawalsHeld(heldUntil);
    assertBalanceCovers(availableCents, amountCents);
    const row = await insertWithdrawal(tx, { userId: session.userId, amountCents, iban: details.iban });
    await enqueueMail(
      tx,
      withdrawalRequestNotice(
        await getNoticeAddress(ctx, tx),
        details,
        {
          amountCents,
          iban: details.iban,
          requestedAt: row.requestedAt,
          balanceAfterCents: availableCents - amountCents,
        },
        `${ctx.config.publicUrl}/pagamenti`,
      ),
    );
    return row;
  });
  ctx.mail.nudge();
  return toCustomerWithdrawal(withdrawal);
}
