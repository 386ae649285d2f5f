import {
  ErrorCode,
  type FieldProblem,
  type FieldProblemCode,
  type FieldProblems,
  fieldProblem,
} from '@cammini/contract';

/** Every code's status: the one place that decides it (a new code without a status does not compile). */
const statusByCode: Record<ErrorCode, number> = {
  VALIDATION: 400,
  UNKNOWN_AFFILIATE_CODE: 400,
  TOKEN_INVALID: 400,
  TOKEN_EXPIRED: 400,
  WRONG_PASSWORD: 400,
  SAME_PASSWORD: 400,
  INVALID_PLACE: 400,
  PASSWORD_TOO_COMMON: 400,
  UNAUTHORIZED: 401,
  AUTHORIZATION_MALFORMED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  LOGIN_TOKEN_REQUIRED: 403,
  PASSWORD_CONFIRMATION_REQUIRED: 403,
  EMAIL_NOT_VERIFIED: 403,
  NOT_FOUND: 404,
  EMAIL_TAKEN: 409,
  IN_USE: 409,
  LEADS_COURSES: 409,
  TITLE_TAKEN: 409,
  INSUFFICIENT_BALANCE: 409,
  WITHDRAWALS_HELD: 409,
  IDENTITY_LOCKED: 409,
  ALREADY_OWNED: 409,
  COURSE_PAST: 409,
  SOLD_OUT: 409,
  SEAT_HOLD_LIMIT: 409,
  NOT_FULL: 409,
  DEPOSIT_UNAVAILABLE: 409,
  NOTHING_DUE: 409,
  NOT_FOR_SALE: 409,
  BANKING_DATA_MISSING: 409,
  DOCUMENTS_ALREADY_VERIFIED: 409,
  BALANCE_NOT_WITHDRAWN: 409,
  WITHDRAWAL_OPEN: 409,
  PAYLOAD_TOO_LARGE: 413,
  IMAGE_TOO_MANY_PIXELS: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  PAYMENT_UNAVAILABLE: 502,
  ORDER_NOT_PAID: 409,
  ALREADY_REFUNDED: 409,
  NOTHING_TO_REFUND: 409,
  REFUND_TOO_LARGE: 409,
  CANCELLATION_CLOSED: 409,
  WITHDRAWAL_FINAL: 409,
  TERMS_NOT_ACCEPTED: 400,
  TERMS_CHANGED: 409,
  CONTRACT_WITHDRAWAL_UNAVAILABLE: 409,
  CONTRACT_WITHDRAWAL_EXPIRED: 409,
};

/** A failure the client should see: a stable code, a human message, and the status the code implies. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    options: { fields?: FieldProblems; courses?: string[]; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.statusCode = statusByCode[code];
    this.fields = options.fields;
    this.courses = options.courses;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
  readonly fields?: FieldProblems;
  /** The courses the refusal is about, by title, so that a screen can name them in its own language. */
  readonly courses?: string[];
  /** When a refusal for too many attempts ends: sent as Retry-After, as every 429 of the site says it. */
  readonly retryAfterSeconds?: number;
}

export const notFound = (message = 'Risorsa non trovata') => new AppError(ErrorCode.NOT_FOUND, message);
export const unauthorized = (message = 'Accesso richiesto') => new AppError(ErrorCode.UNAUTHORIZED, message);
export const forbidden = (message = 'Operazione non consentita') => new AppError(ErrorCode.FORBIDDEN, message);

export const INVALID_FIELDS_MESSAGE = 'Dati non validi: controlla i campi evidenziati';

/** The one 400 (or other coded answer) naming failing fields, keyed `body.<field>` like a JSON body's validation. */
export const invalidFields = (fields: FieldProblems, code: ErrorCode = ErrorCode.VALIDATION) =>
  new AppError(code, INVALID_FIELDS_MESSAGE, { fields });

/**
 * An error about one field of a form, whose message is that field's problem (a title taken, a
 * consent missing): `fieldError('title', 'topicTitleTaken', ErrorCode.TITLE_TAKEN)`.
 */
export function fieldError(
  field: string,
  problem: FieldProblemCode | FieldProblem,
  code: ErrorCode = ErrorCode.VALIDATION,
): AppError {
  const detail = typeof problem === 'string' ? fieldProblem(problem) : problem;
  return new AppError(code, detail.message, { fields: { [`body.${field}`]: [detail] } });
}
