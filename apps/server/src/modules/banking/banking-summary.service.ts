import type { BankingSummary, BankingSummaryReader } from '../accounts/profile.service.js';
import { withdrawalsHeldUntil } from './bank-details.service.js';
import { getDocumentState } from './identity-documents.service.js';

/** The banking part of the customer's profile (GET /api/user/): the app hands it to accounts. */
export const getBankingSummary: BankingSummaryReader = async (ctx, user): Promise<BankingSummary> => {
  const documents = await getDocumentState(ctx, user);
  return {
    documentState: documents.state,
    documentRejectionReason: documents.rejectionReason,
    withdrawalsHeldUntil: withdrawalsHeldUntil(user.ibanChangedAt, ctx.clock.now()),
  };
};
