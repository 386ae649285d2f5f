/*
 * What this module holds about one account (the messages it sent while logged in), for the account's data export and
 * its erasure (modules/account-data). The writes take the executor of the erasure's transaction.
 */
export { deleteMessagesSentBy, selectMessagesSentBy } from './personal-data.repository.js';
