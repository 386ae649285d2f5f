import {
  centsToEuros,
  type DocumentState,
  ErrorCode,
  type UpdateProfileBody,
  type UserProfile,
} from '@cammini/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { getBalance, listPendingCredits } from '../earnings/earnings.service.js';
import { isListedMember } from '../earnings/membership.service.js';
import { assertKnownPlace } from './registration.service.js';
import { findAffiliateCodeOfUser, findUserById, updateUser } from './users.repository.js';

/**
 * Once identity documents are verified, name, surname and tax code are what they proved: the customer
 * cannot change them alone. The admin can reject the documents, and new ones are then reviewed.
 */
export const identityLocked = () =>
  new AppError(
    ErrorCode.IDENTITY_LOCKED,
    'Nome, cognome e codice fiscale sono verificati con i tuoi documenti: per correggerli scrivici.',
  );

/** What the profile shows of the customer's banking: the review of their documents and the withdrawal hold. */
export interface BankingSummary {
  documentState: DocumentState;
  /** With a rejection: the reason the admin gave, if any. */
  documentRejectionReason: string | null;
  withdrawalsHeldUntil: Date | null;
}

/**
 * Reads the banking part of a profile. The banking module knows it and the app hands it in, because
 * banking builds on accounts (the current password guards bank details), never the other way round.
 */
export type BankingSummaryReader = (
  ctx: AppContext,
  user: { id: number; verifying: boolean; docVerified: boolean; ibanChangedAt: Date | null },
) => Promise<BankingSummary>;

export async function getProfile(
  ctx: AppContext,
  readBanking: BankingSummaryReader,
  userId: number,
): Promise<UserProfile> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw notFound('Utente non trovato');
  const now = ctx.clock.now();
  const [balance, pendingCredits, usedAffiliateCode, banking, listedAsMember] = await Promise.all([
    getBalance(ctx.db, userId, now),
    listPendingCredits(ctx.db, userId, now),
    user.referrerId === null ? undefined : findAffiliateCodeOfUser(ctx.db, user.referrerId),
    readBanking(ctx, user),
    isListedMember(ctx, user.email),
  ]);
  // Facilitator earnings are a member's business: others are not shown them. One whose member record
  // was removed still sees what was credited to them.
  const member = listedAsMember || balance.memberCents !== 0;
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
    ...(member ? { memberEarnings: centsToEuros(balance.memberCents) } : {}),
    balance: centsToEuros(balance.availableCents),
    pendingCredits: pendingCredits.map((credit) => ({
      kind: credit.kind === 'member' ? 'member' : 'referral',
      amount: centsToEuros(credit.amountCents),
      availableAt: credit.availableAt.toISOString(),
    })),
    iban: user.iban,
    CF: user.taxCode,
    verifying: user.verifying,
    docVerified: user.docVerified,
    documentState: banking.documentState,
    documentRejectionReason: banking.documentRejectionReason,
    withdrawalsHeldUntil: banking.withdrawalsHeldUntil?.toISOString() ?? null,
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
  readBanking: BankingSummaryReader,
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
  return getProfile(ctx, readBanking, userId);
}
