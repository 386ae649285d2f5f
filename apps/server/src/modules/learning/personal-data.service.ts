/*
 * What this module holds about one account (its progress in the lessons), for the account's data export and
 * its erasure (modules/account-data). The writes take the executor of the erasure's transaction.
 */
export { deleteProgressOf } from './personal-data.repository.js';
