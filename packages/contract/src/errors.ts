import type { FieldProblems } from './field-problems.js';

/** Stable error codes the server answers in `error`; the web maps them to translated texts. */
export const ErrorCode = {
  VALIDATION: 'VALIDATION',
  NOT_FOUND: 'NOT_FOUND',
  UNAUTHORIZED: 'UNAUTHORIZED',
  /** The Authorization header is not exactly `Bearer <token>` (trailing junk, two tokens, another scheme). */
  AUTHORIZATION_MALFORMED: 'AUTHORIZATION_MALFORMED',
  FORBIDDEN: 'FORBIDDEN',
  RATE_LIMITED: 'RATE_LIMITED',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  /** An image claims more pixels than any real picture, or than its size makes plausible (413). */
  IMAGE_TOO_MANY_PIXELS: 'IMAGE_TOO_MANY_PIXELS',
  INTERNAL: 'INTERNAL',
  EMAIL_TAKEN: 'EMAIL_TAKEN',
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  EMAIL_NOT_VERIFIED: 'EMAIL_NOT_VERIFIED',
  TOKEN_INVALID: 'TOKEN_INVALID',
  TOKEN_EXPIRED: 'TOKEN_EXPIRED',
  UNKNOWN_AFFILIATE_CODE: 'UNKNOWN_AFFILIATE_CODE',
  WRONG_PASSWORD: 'WRONG_PASSWORD',
  /** Only a login token may ask for an admin's private token (or confirm its password): a private token never mints another. */
  LOGIN_TOKEN_REQUIRED: 'LOGIN_TOKEN_REQUIRED',
  /**
   * The login session's password was last typed too long ago to mint an admin's private token: confirm
   * it (POST /api/confirm-password/), which answers the token.
   */
  PASSWORD_CONFIRMATION_REQUIRED: 'PASSWORD_CONFIRMATION_REQUIRED',
  SAME_PASSWORD: 'SAME_PASSWORD',
  /** The new password is on the list of common and breached passwords (or is the site's or the account's own name). */
  PASSWORD_TOO_COMMON: 'PASSWORD_TOO_COMMON',
  INVALID_PLACE: 'INVALID_PLACE',
  /** Something a customer owns still needs it (a bought course cannot be deleted). */
  IN_USE: 'IN_USE',
  /** The member leads courses: `courses` names them; deleting needs `confirm: true`. */
  LEADS_COURSES: 'LEADS_COURSES',
  /** Another item of the same kind already has this title (titles are the public keys in URLs). */
  TITLE_TAKEN: 'TITLE_TAKEN',
  /** A withdrawal (or its reinstatement) would take more than the available balance. */
  INSUFFICIENT_BALANCE: 'INSUFFICIENT_BALANCE',
  /** The customer already owns the course they are trying to buy. */
  ALREADY_OWNED: 'ALREADY_OWNED',
  /** A withdrawal needs a saved tax code and IBAN and verified identity documents (message `No Data`). */
  BANKING_DATA_MISSING: 'BANKING_DATA_MISSING',
  /** Withdrawals wait a while after the IBAN was changed; the profile says until when. */
  WITHDRAWALS_HELD: 'WITHDRAWALS_HELD',
  /**
   * Name, surname and tax code were checked against verified identity documents: the customer can no
   * longer change them (the admin can, by rejecting the documents so that new ones are uploaded).
   */
  IDENTITY_LOCKED: 'IDENTITY_LOCKED',
  /** The customer's identity documents are already verified; nothing to upload. */
  DOCUMENTS_ALREADY_VERIFIED: 'DOCUMENTS_ALREADY_VERIFIED',
  /** The in-person course has already started: it is no longer for sale. */
  COURSE_PAST: 'COURSE_PAST',
  /** Every place of the course is sold or held by an open checkout. */
  SOLD_OUT: 'SOLD_OUT',
  /**
   * The customer took as many seat holds for this course (checkouts opened and renewed after they lapsed)
   * as a day allows without paying: they may try later, or join the waiting list of a full course.
   */
  SEAT_HOLD_LIMIT: 'SEAT_HOLD_LIMIT',
  /** A waiting list is only for a course with no seat left: this one can be booked now. */
  NOT_FULL: 'NOT_FULL',
  /** A deposit is offered only by in-person courses that have one and start more than a week ahead. */
  DEPOSIT_UNAVAILABLE: 'DEPOSIT_UNAVAILABLE',
  /** A balance payment for a course the customer did not book with a deposit, or already paid in full. */
  NOTHING_DUE: 'NOTHING_DUE',
  /** The course is archived (or still a draft): not for sale. */
  NOT_FOR_SALE: 'NOT_FOR_SALE',
  /** The payment provider could not be reached or refused the call; nothing was charged. */
  PAYMENT_UNAVAILABLE: 'PAYMENT_UNAVAILABLE',
  /** The account still has credits to withdraw: it can be deleted once they are withdrawn. */
  BALANCE_NOT_WITHDRAWN: 'BALANCE_NOT_WITHDRAWN',
  /** A withdrawal of the account is still `In attesa`: it can be deleted once that one is settled. */
  WITHDRAWAL_OPEN: 'WITHDRAWAL_OPEN',
  /** Only a paid order can be refunded (an open, failed or cancelled one took no money). */
  ORDER_NOT_PAID: 'ORDER_NOT_PAID',
  /** The order was already refunded in full. */
  ALREADY_REFUNDED: 'ALREADY_REFUNDED',
  /** Nothing is left to refund on the order (another refund took the rest, or is taking it now). */
  NOTHING_TO_REFUND: 'NOTHING_TO_REFUND',
  /** The amount asked is more than what is left to refund of what the order paid. */
  REFUND_TOO_LARGE: 'REFUND_TOO_LARGE',
  /** The booking can no longer be cancelled by the customer (no free cancellation, or too close to the start). */
  CANCELLATION_CLOSED: 'CANCELLATION_CLOSED',
  /** A completed withdrawal is final: its money left the account, its status no longer changes. */
  WITHDRAWAL_FINAL: 'WITHDRAWAL_FINAL',
  /** A checkout needs the buyer's acceptance of the terms of sale (`termsAccepted: true`); nothing was charged. */
  TERMS_NOT_ACCEPTED: 'TERMS_NOT_ACCEPTED',
  /** The terms of sale changed since the payment page showed them: read and accept the new version. */
  TERMS_CHANGED: 'TERMS_CHANGED',
  /** The order cannot be withdrawn from online now: the period is over, or the right does not apply to it. */
  CONTRACT_WITHDRAWAL_UNAVAILABLE: 'CONTRACT_WITHDRAWAL_UNAVAILABLE',
  /** The withdrawal request was not confirmed in time: make it again. */
  CONTRACT_WITHDRAWAL_EXPIRED: 'CONTRACT_WITHDRAWAL_EXPIRED',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Every failure the API answers has this shape. */
export interface ApiErrorBody {
  message: string;
  error: ErrorCode | string;
  /** The failing fields, keyed `body.<field>`, each with its problems' codes and Italian texts. */
  fields?: FieldProblems;
  /** The titles of the courses a refusal is about (the courses a member leads, LEADS_COURSES). */
  courses?: string[];
}
