/*
 * What this module holds about one account (the e-mails to it and the owner's notices about it), for the account's data export and
 * its erasure (modules/account-data). The writes take the executor of the erasure's transaction.
 */
export { blankNoticesAbout, eraseMailsTo } from './personal-data.repository.js';
