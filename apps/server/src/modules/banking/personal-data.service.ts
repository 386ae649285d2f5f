/*
 * What this module holds about one account (its withdrawals and identity documents), for the account's data export and
 * its erasure (modules/account-data). The writes take the executor of the erasure's transaction.
 */
export {
  deleteDocumentsOf,
  hasOpenWithdrawal,
  selectDocumentsOf,
  selectWithdrawalsOf,
} from './personal-data.repository.js';
