import { randomUUID, timingSafeEqual } from 'node:crypto';
import {
  type AdminOrderWithdrawal,
  type ContractWithdrawalBody,
  type ContractWithdrawalDraft,
  type ContractWithdrawalReceipt,
  type ContractWithdrawalView,
  centsToEuros,
  ErrorCode,
  type OwnContractWithdrawalsResponse,
  WITHDRAWAL_LINK_HOURS,
  WITHDRAWAL_REFUND_DAYS,
  WITHDRAWAL_REQUEST_MINUTES,
  type WithdrawalBlock,
  type WithdrawalOrder,
} from '@cammini/contract';
import type { z } from 'zod';
import type { AppContext } from '../../../context.js';
import type { Executor } from '../../../db/client.js';
import { AppError, notFound } from '../../../lib/app-error.js';
import { businessDayStart } from '../../../lib/business-day.js';
import type { SessionContext } from '../../../lib/session-context.js';
import { createOpaqueToken, hashToken } from '../../../lib/tokens.js';
import { enqueueMail } from '../../mail/mail.service.js';
import type { PaymentProvider } from '../../payments/payments.service.js';
import { getSettings } from '../../settings/settings.service.js';
import { lockCourseSeats } from '../seats/seat-holds.js';
import { findBuyer, findOrderById, lockOrder } from '../shared/orders.repository.js';
import { enqueueOwnerOrderNotice } from '../shared/owner-order-notice.js';
import {
  confirmationLinkMail,
  type WithdrawnContract,
  withdrawalAcknowledgementMail,
  withdrawalNoticeMail,
  withdrawalUnavailableMail,
} from './contract-withdrawal-mails.js';
import { lastWithdrawalDay, type WithdrawalTerms, withdrawalBlock } from './contract-withdrawal-rights.js';
import {
  type ContractWithdrawalRow,
  countFormDraftsSince,
  findContractOrder,
  findMadeWithdrawalOfOrder,
  findOrderOfBuyer,
  findWithdrawal,
  insertDraft,
  lockWithdrawal,
  markReceived,
  type OpenContract,
  recordWithdrawalOutcome,
  selectOpenContracts,
  selectOwnWithdrawals,
} from './contract-withdrawals.repository.js';
import { refundWholeContract } from './refunds.service.js';

/**
 * How many confirmation links the public form may send about one order in a day: each one mails its
 * buyer, and the form must not become a way to flood someone's inbox.
 */
export const FORM_LINKS_PER_ORDER_PER_DAY = 3;

const MINUTE = 60_000;
const DAY = 86_400_000;

const blockMessages: Record<WithdrawalBlock, string> = {
  periodOver: 'Il periodo per il recesso da questo ordine è terminato.',
  viewingStarted:
    "Hai già iniziato a guardare questo corso online: all'acquisto hai chiesto l'accesso immediato e riconosciuto che con l'inizio della visione il diritto di recesso si perde.",
  leisureService:
    'Per i corsi in presenza, servizi del tempo libero in una data stabilita, il diritto di recesso non si applica (condizioni di vendita).',
  courseStarted: 'Il corso è già iniziato: per questo ordine scrivici dalla pagina Contatti.',
};
const unavailable = (block: WithdrawalBlock | null) =>
  new AppError(
    ErrorCode.CONTRACT_WITHDRAWAL_UNAVAILABLE,
    block ? blockMessages[block] : 'Questo ordine non è più attivo: è già stato rimborsato, annullato o receduto.',
  );
const expired = () =>
  new AppError(
    ErrorCode.CONTRACT_WITHDRAWAL_EXPIRED,
    'La richiesta di recesso è scaduta: ripetila dalla pagina Recesso.',
  );
/** One answer for a withdrawal that does not exist and one the caller may not see: nothing is revealed. */
const withdrawalNotFound = () => notFound('Richiesta di recesso non trovata');

async function termsOf(ctx: AppContext, db: Executor = ctx.db): Promise<WithdrawalTerms> {
  const settings = await getSettings(ctx, db);
  return { periodDays: settings.withdrawalPeriodDays, leisureServiceException: settings.leisureServiceException };
}

const kindOf = (order: { onlineCourseId: number | null }) =>
  order.onlineCourseId !== null ? ('onlineCourse' as const) : ('course' as const);

const blockOf = (contract: OpenContract, terms: WithdrawalTerms, now: Date) =>
  withdrawalBlock(
    {
      kind: kindOf(contract),
      // Open contracts are paid orders: the query keeps only those with a payment time.
      paidAt: contract.paidAt ?? now,
      viewingStartedAt: contract.viewingStartedAt,
      courseStartDate: contract.courseStartDate,
    },
    terms,
    now,
  );

/** All a withdrawal gives back: what is left of the order and of its booking's balances paid by card. */
const refundOf = (contract: OpenContract) =>
  contract.amountCents - contract.refundedCents + Number(contract.balancesLeftCents);

function toWithdrawalOrder(order: {
  id: string;
  number: string | null;
  title: string;
  onlineCourseId: number | null;
  paidAt: Date | null;
  amountCents: number;
  balancesPaidCents: number;
}): WithdrawalOrder {
  return {
    id: order.id,
    number: order.number,
    title: order.title,
    kind: kindOf(order),
    paidAt: (order.paidAt ?? new Date(0)).toISOString(),
    paid: centsToEuros(order.amountCents + Number(order.balancesPaidCents)),
  };
}

const toContract = (order: {
  number: string | null;
  id: string;
  title: string;
  onlineCourseId: number | null;
  currency: string;
}): WithdrawnContract => ({
  orderNumber: order.number ?? order.id,
  title: order.title,
  kind: kindOf(order),
  currency: order.currency,
});

/** POST /api/contract-withdrawals `{ orderId }`: the buyer names one of their orders; nothing is done yet. */
export async function requestFromAccount(
  ctx: AppContext,
  session: SessionContext,
  orderId: string,
): Promise<ContractWithdrawalDraft> {
  const now = ctx.clock.now();
  const [contract] = await selectOpenContracts(ctx.db, session.userId, orderId);
  if (!contract) throw notFound('Ordine non trovato tra i tuoi acquisti in corso');
  const block = blockOf(contract, await termsOf(ctx), now);
  if (block) throw unavailable(block);
  const draft = await insertDraft(ctx.db, {
    orderId: contract.id,
    userId: session.userId,
    channel: 'account',
    createdAt: now,
    expiresAt: new Date(now.getTime() + WITHDRAWAL_REQUEST_MINUTES * MINUTE),
  });
  return { id: draft.id, orders: [toWithdrawalOrder(contract)], refund: centsToEuros(refundOf(contract)) };
}

/**
 * POST /api/contract-withdrawals `{ orderNumber, email, name }`: anyone may ask, and gets the same answer
 * whatever they typed. Only when the number and the e-mail are an order's does its buyer get a message:
 * the link that confirms the withdrawal, or why it cannot be made online.
 */
export async function requestFromForm(
  ctx: AppContext,
  body: Extract<z.output<typeof ContractWithdrawalBody>, { orderNumber: string }>,
): Promise<ContractWithdrawalDraft> {
  const now = ctx.clock.now();
  const answer = { id: randomUUID(), orders: [], refund: null };
  const match = await findOrderOfBuyer(ctx.db, body.orderNumber, body.email);
  if (!match) return answer;
  const mailed = await ctx.db.transaction(async (tx) => {
    // Serialises the form's requests for one order, so the daily count below holds under a burst.
    await lockOrder(tx, match.orderId);
    if (
      (await countFormDraftsSince(tx, match.orderId, new Date(now.getTime() - DAY))) >= FORM_LINKS_PER_ORDER_PER_DAY
    ) {
      return false;
    }
    const [contract] = await selectOpenContracts(tx, match.userId, match.orderId);
    const buyer = await findBuyer(tx, match.userId);
    if (!contract || !buyer) return false;
    const terms = await termsOf(ctx, tx);
    const block = blockOf(contract, terms, now);
    const token = createOpaqueToken();
    // A refused request is stored too (expired at once): it counts toward the day's messages.
    await insertDraft(tx, {
      id: answer.id,
      orderId: contract.id,
      userId: match.userId,
      channel: 'form',
      statedName: body.name,
      confirmTokenHash: block ? null : hashToken(token),
      createdAt: now,
      expiresAt: block ? now : new Date(now.getTime() + WITHDRAWAL_LINK_HOURS * 60 * MINUTE),
    });
    const mail = block
      ? withdrawalUnavailableMail(
          buyer,
          toContract(contract),
          block,
          businessDayStart(lastWithdrawalDay(contract.paidAt ?? now, terms.periodDays)),
          `${ctx.config.publicUrl}/contatti`,
        )
      : confirmationLinkMail(
          buyer,
          toContract(contract),
          `${ctx.config.publicUrl}/recesso/${answer.id}?token=${token}`,
        );
    await enqueueMail(tx, mail);
    return true;
  });
  if (mailed) ctx.mail.nudge();
  return answer;
}

/** Who is asking about a withdrawal: the buyer's session, or the token of the link sent to the buyer. */
export interface WithdrawalCaller {
  session: SessionContext | null;
  token?: string;
}

function mayAct(row: ContractWithdrawalRow, caller: WithdrawalCaller): boolean {
  if (caller.session && caller.session.userId === row.userId) return true;
  if (!caller.token || !row.confirmTokenHash) return false;
  const given = Buffer.from(hashToken(caller.token));
  const kept = Buffer.from(row.confirmTokenHash);
  return given.length === kept.length && timingSafeEqual(given, kept);
}

async function authorizedWithdrawal(ctx: AppContext, id: string, caller: WithdrawalCaller) {
  const row = await findWithdrawal(ctx.db, id);
  if (!row || !mayAct(row, caller)) throw withdrawalNotFound();
  return row;
}

/** GET /api/contract-withdrawals/{id}: what the confirmation page shows. */
export async function viewWithdrawal(
  ctx: AppContext,
  id: string,
  caller: WithdrawalCaller,
): Promise<ContractWithdrawalView> {
  const row = await authorizedWithdrawal(ctx, id, caller);
  const order = await findContractOrder(ctx.db, row.orderId);
  if (!order) throw withdrawalNotFound();
  let refundCents = row.refundCents;
  if (row.status === 'requested') {
    const [contract] = await selectOpenContracts(ctx.db, row.userId, row.orderId);
    refundCents = contract ? refundOf(contract) : 0;
  }
  return {
    id: row.id,
    status: row.status,
    orders: [toWithdrawalOrder(order)],
    refund: centsToEuros(refundCents),
    expiresAt: row.expiresAt.toISOString(),
    receivedAt: row.receivedAt?.toISOString() ?? null,
    refundDueAt: row.refundDueAt?.toISOString() ?? null,
  };
}

/** The owner's notice of a withdrawal, with what they must do (if anything) and by when. */
async function noticeOwner(
  ctx: AppContext,
  tx: Executor,
  buyer: NonNullable<Awaited<ReturnType<typeof findBuyer>>>,
  contract: OpenContract,
  facts: Parameters<typeof withdrawalNoticeMail>[3],
) {
  await enqueueOwnerOrderNotice(ctx, tx, contract.id, (to, orderUrl) =>
    withdrawalNoticeMail(to, buyer, toContract(contract), facts, orderUrl),
  );
}

const toReceipt = (row: ContractWithdrawalRow): ContractWithdrawalReceipt => ({
  receivedAt: (row.receivedAt ?? row.createdAt).toISOString(),
  refund: centsToEuros(row.refundCents),
  status: row.status,
  refundDueAt: (row.refundDueAt ?? row.createdAt).toISOString(),
});

/**
 * POST /api/contract-withdrawals/{id}/confirm: the statement of withdrawal, received now. In the
 * transaction that records it (course, order, then the withdrawal locked, as refunds lock them) the
 * right is checked again, the buyer's acknowledgement and the owner's notice are queued; then everything
 * paid is refunded through the refund path, and the owner is asked to act when that cannot be done
 * alone. Confirming again answers the same receipt.
 */
export async function confirmWithdrawal(
  ctx: AppContext,
  provider: PaymentProvider,
  id: string,
  caller: WithdrawalCaller,
): Promise<ContractWithdrawalReceipt> {
  const now = ctx.clock.now();
  const draft = await authorizedWithdrawal(ctx, id, caller);
  if (draft.status !== 'requested') return toReceipt(draft);
  const step = await ctx.db.transaction(async (tx) => {
    const order = await findOrderById(tx, draft.orderId);
    if (order && order.courseId !== null) await lockCourseSeats(tx, order.courseId);
    await lockOrder(tx, draft.orderId);
    const row = await lockWithdrawal(tx, id);
    if (!row) throw withdrawalNotFound();
    if (row.status !== 'requested') return { row, contract: null };
    const made = await findMadeWithdrawalOfOrder(tx, row.orderId);
    if (made) return { row: made, contract: null };
    if (row.expiresAt <= now) throw expired();
    const [contract] = await selectOpenContracts(tx, row.userId, row.orderId);
    if (!contract) throw unavailable(null);
    const block = blockOf(contract, await termsOf(ctx, tx), now);
    if (block) throw unavailable(block);
    const refundCents = refundOf(contract);
    const refundDueAt = new Date(now.getTime() + WITHDRAWAL_REFUND_DAYS * DAY);
    const received = await markReceived(tx, row.id, { receivedAt: now, refundDueAt, refundCents });
    const buyer = await findBuyer(tx, row.userId);
    if (buyer) {
      const facts = { receivedAt: now, refundCents, refundDueAt };
      await enqueueMail(
        tx,
        withdrawalAcknowledgementMail(
          buyer,
          toContract(contract),
          { ...facts, cashPaid: contract.balancePaidOnSite },
          `${ctx.config.publicUrl}/utente`,
        ),
      );
      await noticeOwner(ctx, tx, buyer, contract, {
        ...facts,
        needsYou: contract.balancePaidOnSite
          ? 'Il saldo è stato pagato in contanti al corso: restituiscilo tu al cliente; la parte pagata con carta torna da sola.'
          : null,
      });
    }
    return { row: received, contract };
  });
  ctx.mail.nudge();
  if (!step.contract) return toReceipt(step.row);
  return toReceipt(await refundWithdrawnContract(ctx, provider, step.row, step.contract));
}

/**
 * Refunds what the withdrawal gives back. The withdrawal ends `refunded` when the order was given back
 * in full (refunds.service.ts settles it in the refund's own transaction); otherwise `review`, and the
 * owner is told what to do and by when: a refusal of the provider, or cash paid on site.
 */
async function refundWithdrawnContract(
  ctx: AppContext,
  provider: PaymentProvider,
  withdrawal: ContractWithdrawalRow,
  contract: OpenContract,
): Promise<ContractWithdrawalRow> {
  let refundedCents = 0;
  let failure: string | null = null;
  try {
    refundedCents = await refundWholeContract(ctx, provider, contract, 'withdrawal');
  } catch (error) {
    failure = error instanceof AppError ? error.message : 'il fornitore di pagamento non ha risposto';
  }
  const settled = await ctx.db.transaction(async (tx) => {
    const order = await findOrderById(tx, contract.id);
    const done = failure === null && order?.status === 'refunded' && !contract.balancePaidOnSite;
    const row = await recordWithdrawalOutcome(tx, withdrawal.id, {
      refundedCents,
      status: done ? 'refunded' : 'review',
      at: ctx.clock.now(),
    });
    if (failure !== null) {
      const buyer = await findBuyer(tx, withdrawal.userId);
      if (buyer) {
        await noticeOwner(ctx, tx, buyer, contract, {
          receivedAt: withdrawal.receivedAt ?? withdrawal.createdAt,
          refundCents: withdrawal.refundCents,
          refundDueAt: withdrawal.refundDueAt ?? ctx.clock.now(),
          needsYou: `Il rimborso automatico non è riuscito (${failure}): rimborsa l'ordine dal pannello, o restituisci il denaro in altro modo, entro la scadenza.`,
        });
      }
    }
    return row;
  });
  if (failure !== null) ctx.mail.nudge();
  return settled;
}

/** GET /api/user/contract-withdrawals: the withdrawals made, and each paid order with its right now. */
export async function listOwnWithdrawals(
  ctx: AppContext,
  session: SessionContext,
): Promise<OwnContractWithdrawalsResponse> {
  const now = ctx.clock.now();
  const [terms, contracts, made] = await Promise.all([
    termsOf(ctx),
    selectOpenContracts(ctx.db, session.userId),
    selectOwnWithdrawals(ctx.db, session.userId),
  ]);
  return {
    periodDays: terms.periodDays,
    withdrawals: made.map(({ withdrawal, order }) => ({
      id: withdrawal.id,
      status: withdrawal.status,
      order: toWithdrawalOrder(order),
      refund: centsToEuros(withdrawal.refundCents),
      receivedAt: (withdrawal.receivedAt ?? withdrawal.createdAt).toISOString(),
      refundDueAt: (withdrawal.refundDueAt ?? withdrawal.createdAt).toISOString(),
      refundedAt: withdrawal.refundedAt?.toISOString() ?? null,
    })),
    orders: contracts.map((contract) => ({
      ...toWithdrawalOrder(contract),
      lastDay: lastWithdrawalDay(contract.paidAt ?? now, terms.periodDays),
      refund: centsToEuros(refundOf(contract)),
      blockedBy: blockOf(contract, terms, now),
    })),
  };
}

/** The withdrawal made from an order, for the back office's order page. */
export async function withdrawalOfOrder(ctx: AppContext, orderId: string): Promise<AdminOrderWithdrawal | null> {
  const row = await findMadeWithdrawalOfOrder(ctx.db, orderId);
  if (!row?.receivedAt || !row.refundDueAt) return null;
  return {
    id: row.id,
    status: row.status,
    channel: row.channel,
    statedName: row.statedName,
    receivedAt: row.receivedAt.toISOString(),
    refundDueAt: row.refundDueAt.toISOString(),
    refund: centsToEuros(row.refundCents),
    refunded: centsToEuros(row.refundedCents),
    refundedAt: row.refundedAt?.toISOString() ?? null,
  };
}
