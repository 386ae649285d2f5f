import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased; the unique index makes e-mail the login key. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    group: text('group', { enum: ['user', 'admin'] })
      .notNull()
      .default('user'),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    phoneNumber: text('phone_number'),
    birthDate: date('birth_date', { mode: 'string' }),
    state: text('state').notNull().default(''),
    region: text('region').notNull().default(''),
    province: text('province').notNull().default(''),
    city: text('city').notNull().default(''),
    address: text('address').notNull().default(''),
    language: text('language', { enum: ['it', 'en'] })
      .notNull()
      .default('it'),
    affiliateCode: text('affiliate_code').notNull(),
    referrerId: integer('referrer_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    iban: text('iban'),
    taxCode: text('tax_code'),
    /** The last IBAN change: withdrawals wait a while after it, so a stolen session cannot quietly redirect them. */
    ibanChangedAt: timestamp('iban_changed_at', { withTimezone: true }),
    verifying: boolean('verifying').notNull().default(false),
    docVerified: boolean('doc_verified').notNull().default(false),
    privacyConsentAt: timestamp('privacy_consent_at', { withTimezone: true }),
    privacyConsentVersion: text('privacy_consent_version'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The account was deleted (by its owner, or by the admin on a written request): the row stays for
     * the orders and ledger entries the business must keep, with only the name and tax code.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_affiliate_code_key').on(t.affiliateCode),
    index('users_referrer_idx').on(t.referrerId),
  ],
);

/** Login sessions and the short-lived admin private tokens; only token hashes are stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['login', 'private'] }).notNull(),
    /** A private token lives only as long as the login session that asked for it. */
    parentId: bigint('parent_id', { mode: 'number' }).references((): AnyPgColumn => sessions.id, {
      onDelete: 'cascade',
    }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** A login session: when its user last typed the password in it (at login, or asked again since). */
    passwordConfirmedAt: timestamp('password_confirmed_at', { withTimezone: true }),
    userAgent: text('user_agent'),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
    index('sessions_parent_idx').on(t.parentId),
  ],
);

/**
 * Single-use tokens sent by e-mail. A registration is held here (payload) until its
 * e-mail is verified, so an unverified address never blocks or owns an account.
 */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    purpose: text('purpose', { enum: ['verify_email', 'reset_password'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    email: text('email').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    payload: jsonb('payload'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('one_time_tokens_token_hash_key').on(t.tokenHash),
    index('one_time_tokens_email_idx').on(t.purpose, t.email),
    index('one_time_tokens_user_idx').on(t.userId),
  ],
);
