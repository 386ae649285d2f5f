import {
  fieldProblem,
  type Language,
  PRIVACY_POLICY_VERSION,
  type RegisterBody,
  VERIFICATION_TOKEN_HOURS,
} from '@cammini/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { addMinutes } from '../../lib/clock.js';
import { assertUncommonPassword } from '../../lib/password-policy.js';
import { createOpaqueToken, hashToken } from '../../lib/tokens.js';
import { isKnownPlace } from '../geo/geo.service.js';
import { enqueueMail } from '../mail/mail.service.js';
import { verificationMail } from './account-mails.js';
import { createUniqueAffiliateCode, isNoCode, resolveReferrerId } from './affiliate-codes.js';
import { consumeOneTimeToken, findOneTimeToken, insertOneTimeToken } from './one-time-tokens.repository.js';
import { hashPassword } from './password-hashing.js';
import { findUserByEmail, findUserIdByAffiliateCode, insertUserUnlessEmailTaken } from './users.repository.js';

type Registration = z.output<typeof RegisterBody>;

/** What a pending registration holds until its e-mail is confirmed. */
interface PendingRegistration {
  name: string;
  surname: string;
  passwordHash: string;
  birthDate: string;
  state: string;
  region: string;
  province: string;
  city: string;
  address: string;
  phoneNumber: string | null;
  /** Resolved again on confirmation, in case that account is gone by then. */
  referrerCode: string | null;
  language: Language;
  privacyConsentAt: string;
  privacyConsentVersion: string;
}

export const emailTaken = () => new AppError('EMAIL_TAKEN', 'Email già esistente');

export function assertKnownPlace(place: { state: string; region: string; province: string; city: string }): void {
  if (!isKnownPlace(place)) {
    throw new AppError('INVALID_PLACE', 'Località non valida: scegli paese, regione, provincia e città dagli elenchi', {
      fields: { 'body.city': [fieldProblem('place')] },
    });
  }
}

/** POST /api/generate-token/: checks the form, holds it, and mails a verification link. */
export async function startRegistration(
  ctx: AppContext,
  input: Registration,
  fallbackLanguage: Language,
): Promise<void> {
  assertUncommonPassword(input.password, [input.email, input.name, input.surname], 'body.password');
  if (await findUserByEmail(ctx.db, input.email)) throw emailTaken();
  assertKnownPlace(input);
  await resolveReferrerId(ctx.db, input.usedAffiliateCode);
  const language = input.language ?? fallbackLanguage;
  const now = ctx.clock.now();
  const pending: PendingRegistration = {
    name: input.name,
    surname: input.surname,
    passwordHash: await hashPassword(input.password),
    birthDate: input.dateOfBirth,
    state: input.state,
    region: input.region,
    province: input.province,
    city: input.city,
    address: input.address,
    phoneNumber: input.phoneNumber || null,
    referrerCode: isNoCode(input.usedAffiliateCode) ? null : (input.usedAffiliateCode ?? null),
    language,
    privacyConsentAt: now.toISOString(),
    privacyConsentVersion: PRIVACY_POLICY_VERSION,
  };
  const token = createOpaqueToken();
  await ctx.db.transaction(async (tx) => {
    await insertOneTimeToken(tx, {
      purpose: 'verify_email',
      tokenHash: hashToken(token),
      email: input.email,
      payload: pending,
      expiresAt: addMinutes(now, VERIFICATION_TOKEN_HOURS * 60),
    });
    const url = `${ctx.config.publicUrl}/verificaRegistrazione/${token}`;
    await enqueueMail(tx, verificationMail(input.email, language, input.name, url));
  });
  ctx.mail.nudge();
}

/** POST /api/register: the verification link creates the account, once. */
export async function completeRegistration(ctx: AppContext, token: string): Promise<void> {
  const row = await findOneTimeToken(ctx.db, 'verify_email', hashToken(token));
  if (!row || row.usedAt) throw new AppError('TOKEN_INVALID', 'Link di verifica non valido o già usato');
  if (row.expiresAt <= ctx.clock.now()) throw new AppError('TOKEN_EXPIRED', 'Token expired. Please try again');
  const pending = row.payload as PendingRegistration;
  await ctx.db.transaction(async (tx) => {
    if (!(await consumeOneTimeToken(tx, row.id))) {
      throw new AppError('TOKEN_INVALID', 'Link di verifica non valido o già usato');
    }
    const userId = await insertUserUnlessEmailTaken(tx, {
      email: row.email,
      passwordHash: pending.passwordHash,
      name: pending.name,
      surname: pending.surname,
      birthDate: pending.birthDate,
      state: pending.state,
      region: pending.region,
      province: pending.province,
      city: pending.city,
      address: pending.address,
      phoneNumber: pending.phoneNumber,
      language: pending.language,
      referrerId: pending.referrerCode ? ((await findUserIdByAffiliateCode(tx, pending.referrerCode)) ?? null) : null,
      affiliateCode: await createUniqueAffiliateCode(tx),
      privacyConsentAt: new Date(pending.privacyConsentAt),
      privacyConsentVersion: pending.privacyConsentVersion,
      emailVerifiedAt: ctx.clock.now(),
    });
    if (userId === undefined) throw emailTaken();
  });
}
