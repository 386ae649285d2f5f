/*
 * What this module holds about one account (its ledger credits), for the account's data export and
 * its erasure (modules/account-data). The writes take the executor of the erasure's transaction.
 */
export { selectEarningsOf } from './personal-data.repository.js';
