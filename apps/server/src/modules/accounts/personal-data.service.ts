/*
 * What this module holds about one account (the account itself, its sessions and its mailed links), for the account's data export and
 * its erasure (modules/account-data). The writes take the executor of the erasure's transaction.
 */
export {
  type AccountRow,
  deleteTokensOf,
  eraseProfile,
  findAccount,
  findInviterCode,
  lockAccount,
  revokeAllSessions,
} from './personal-data.repository.js';
