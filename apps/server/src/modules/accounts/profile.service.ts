import type { UpdateProfileBody, UserProfile } from '@cammini/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/app-error.js';
import { centsToEuros } from '../../lib/money.js';
import { identityLocked, withdrawalsHeldUntil } from '../banking/bank-details.service.js';
import { getDocumentState } from '../banking/identity-documents.service.js';
import { getBalance } from '../earnings/earnings.service.js';
import { assertKnownPlace } from './registration.service.js';
import { findAffiliateCodeOfUser, findUserById, updateUser } from './users.repository.js';

export async function getProfile(ctx: AppContext, userId: number): Promise<UserProfile> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw notFound('Utente non trovato');
  const [balance, usedAffiliateCode, documentState] = await Promise.all([
    getBalance(ctx.db, userId),
    user.referrerId === null ? undefined : findAffiliateCodeOfUser(ctx.db, user.referrerId),
    getDocumentState(ctx, user),
  ]);
  return {
    name: user.name,
    surname: user.surname,
    email: user.email,
    phoneNumber: user.phoneNumber,
    birth_date: user.birthDate,
    state: user.state,
    region: user.region,
    province: user.province,
    city: user.city,
    address: user.address,
    affiliateCode: user.affiliateCode,
    usedAffiliateCode: usedAffiliateCode ?? null,
    earnings: centsToEuros(balance.referralCents),
    memberEarnings: centsToEuros(balance.memberCents),
    balance: centsToEuros(balance.availableCents),
    iban: user.iban,
    CF: user.taxCode,
    verifying: user.verifying,
    docVerified: user.docVerified,
    documentState,
    withdrawalsHeldUntil: withdrawalsHeldUntil(user.ibanChangedAt, ctx.clock.now())?.toISOString() ?? null,
    group: user.group,
    language: user.language,
  };
}

/**
 * PUT /api/user/: e-mail, codes and earnings are not the customer's to change here, nor, once their
 * documents are verified, name and surname (sending them unchanged is fine: the form sends them all).
 */
export async function updateProfile(
  ctx: AppContext,
  userId: number,
  input: z.output<typeof UpdateProfileBody>,
): Promise<UserProfile> {
  assertKnownPlace(input);
  const current = await findUserById(ctx.db, userId);
  if (!current) throw notFound('Utente non trovato');
  if (current.docVerified && (input.name !== current.name || input.surname !== current.surname)) {
    throw identityLocked();
  }
  await updateUser(ctx.db, userId, {
    name: input.name,
    surname: input.surname,
    phoneNumber: input.phoneNumber || null,
    birthDate: input.birth_date,
    state: input.state,
    region: input.region,
    province: input.province,
    city: input.city,
    address: input.address,
    ...(input.language ? { language: input.language } : {}),
  });
  return getProfile(ctx, userId);
}
