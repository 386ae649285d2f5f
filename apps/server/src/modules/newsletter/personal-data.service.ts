/*
 * What this module holds about one account (its newsletter subscription), for the account's data export and
 * its erasure (modules/account-data). The writes take the executor of the erasure's transaction.
 */
export { deleteSubscription, findSubscription } from './personal-data.repository.js';
