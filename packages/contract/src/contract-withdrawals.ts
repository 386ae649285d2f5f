import { z } from 'zod';
import { LinkToken } from './accounts.js';
import { Email, isSingleLine } from './common.js';
import { problem } from './field-problems.js';
import { Euros } from './money.js';

/*
 * The withdrawal function: a customer withdraws from a contract concluded on the site, online, within the
 * withdrawal period (the setting `withdrawalPeriodDays`). Two steps: the request names the contract and
 * answers what would happen; the confirmation makes the statement, which is received at that moment.
 */

const isoDateTime = z.iso.datetime();

/** How long a request made from the account waits for its confirmation on the same page. */
export const WITHDRAWAL_REQUEST_MINUTES = 60;
/** How long the confirmation link sent to the buyer (a request made without logging in) stays valid. */
export const WITHDRAWAL_LINK_HOURS = 48;
/** Within how many days of its receipt a withdrawal's money goes back. */
export const WITHDRAWAL_REFUND_DAYS = 14;

/** The order number printed on the receipt ("2026-0042"); letters and spaces around it are tolerated. */
export const OrderNumberInput = z
  .string()
  .trim()
  .toUpperCase()
  .transform((value) => value.replace(/^N\.?\s*|\s+/g, ''))
  .pipe(z.string().regex(/^\d{4}-\d{4,7}$/, problem('orderNumber')));

/**
 * POST /api/contract-withdrawals: `{ orderId }` from the buyer's account, or `{ orderNumber, email, name }`
 * from anyone; then the acknowledgement goes only to the order's buyer.
 */
/** The public form's fields: what identifies a contract to anyone who holds its receipt. */
export const WithdrawalFormBody = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, problem('required'))
      .max(200, problem('tooLong', 200))
      .refine(isSingleLine, problem('oneLine')),
    orderNumber: OrderNumberInput,
    email: Email,
  })
  .strict();
export type WithdrawalFormBody = z.input<typeof WithdrawalFormBody>;

export const ContractWithdrawalBody = z.union([
  z.object({ orderId: z.uuid(problem('order')) }).strict(),
  WithdrawalFormBody,
]);
export type ContractWithdrawalBody = z.input<typeof ContractWithdrawalBody>;

/** A contract a withdrawal covers: the order that concluded it (a booking's balance is returned with it). */
export const WithdrawalOrder = z.object({
  id: z.string(),
  number: z.string().nullable(),
  title: z.string(),
  kind: z.enum(['course', 'onlineCourse']),
  paidAt: isoDateTime,
  /** What was paid for it in all, the balance of a booking included. */
  paid: Euros,
});
export type WithdrawalOrder = z.infer<typeof WithdrawalOrder>;

/**
 * The answer to a request. From the account: the order and what would go back. From the public form: the
 * same answer whatever was typed (`orders` empty, `refund` null) — the buyer confirms from the e-mail.
 */
export const ContractWithdrawalDraft = z.object({
  id: z.uuid(),
  orders: z.array(WithdrawalOrder),
  refund: Euros.nullable(),
});
export type ContractWithdrawalDraft = z.infer<typeof ContractWithdrawalDraft>;

export const CONTRACT_WITHDRAWAL_STATES = ['requested', 'received', 'refunded', 'review'] as const;
export const ContractWithdrawalState = z.enum(CONTRACT_WITHDRAWAL_STATES);
export type ContractWithdrawalState = z.infer<typeof ContractWithdrawalState>;

export const ContractWithdrawalParams = z.object({ id: z.uuid(problem('link')) });

/** GET /api/contract-withdrawals/{id}: the token of the e-mailed link, unless the buyer is logged in. */
export const ContractWithdrawalQuery = z.object({ token: LinkToken.optional() }).strict();

/** POST /api/contract-withdrawals/{id}/confirm: the buyer's session, or the token of the e-mailed link. */
export const ConfirmContractWithdrawalBody = z.object({ token: LinkToken.optional() }).strict();

/** The acknowledgement: when the statement was received, what goes back, and where it stands. */
export const ContractWithdrawalReceipt = z.object({
  receivedAt: isoDateTime,
  refund: Euros,
  status: ContractWithdrawalState,
  /** The day by which the money is back at the latest. */
  refundDueAt: isoDateTime,
});
export type ContractWithdrawalReceipt = z.infer<typeof ContractWithdrawalReceipt>;

/** GET /api/contract-withdrawals/{id}: what the confirmation page shows (the session, or the link's token). */
export const ContractWithdrawalView = z.object({
  id: z.uuid(),
  status: ContractWithdrawalState,
  orders: z.array(WithdrawalOrder),
  refund: Euros,
  expiresAt: isoDateTime,
  receivedAt: isoDateTime.nullable(),
  refundDueAt: isoDateTime.nullable(),
});
export type ContractWithdrawalView = z.infer<typeof ContractWithdrawalView>;

/** Why an order cannot be withdrawn from online now. */
export const WITHDRAWAL_BLOCKS = [
  /** The period (the setting's days from the payment, in Rome) is over. */
  'periodOver',
  /** An online course whose first lesson was opened: the waiver given at checkout ended the right. */
  'viewingStarted',
  /** The owner applies the leisure-services exception to in-person courses. */
  'leisureService',
  /** The in-person course has begun: the business handles it. */
  'courseStarted',
] as const;
export const WithdrawalBlock = z.enum(WITHDRAWAL_BLOCKS);
export type WithdrawalBlock = z.infer<typeof WithdrawalBlock>;

/** A paid order of the customer, with whether it can be withdrawn from now, until when, and for how much. */
export const WithdrawableOrder = WithdrawalOrder.extend({
  /** The last day (in Rome) of the withdrawal period. */
  lastDay: z.iso.date(),
  refund: Euros,
  blockedBy: WithdrawalBlock.nullable(),
});
export type WithdrawableOrder = z.infer<typeof WithdrawableOrder>;

/** A withdrawal the customer made, as their account lists it. */
export const OwnContractWithdrawal = z.object({
  id: z.uuid(),
  status: ContractWithdrawalState,
  order: WithdrawalOrder,
  refund: Euros,
  receivedAt: isoDateTime,
  refundDueAt: isoDateTime,
  refundedAt: isoDateTime.nullable(),
});
export type OwnContractWithdrawal = z.infer<typeof OwnContractWithdrawal>;

/** GET /api/user/contract-withdrawals: the withdrawals made, and the orders one may still be made from. */
export const OwnContractWithdrawalsResponse = z.object({
  withdrawals: z.array(OwnContractWithdrawal),
  orders: z.array(WithdrawableOrder),
  periodDays: z.number().int(),
});
export type OwnContractWithdrawalsResponse = z.infer<typeof OwnContractWithdrawalsResponse>;

/** The withdrawal shown on the back office's order page (`withdrawal` of GET /api/orders/{id}/details). */
export const AdminOrderWithdrawal = z.object({
  id: z.uuid(),
  status: ContractWithdrawalState,
  channel: z.enum(['account', 'form']),
  statedName: z.string().nullable(),
  receivedAt: isoDateTime,
  /** The day by which the money must be back. */
  refundDueAt: isoDateTime,
  /** What the withdrawal gives back, and what its own refunds returned so far. */
  refund: Euros,
  refunded: Euros,
  refundedAt: isoDateTime.nullable(),
});
export type AdminOrderWithdrawal = z.infer<typeof AdminOrderWithdrawal>;
