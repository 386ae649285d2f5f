/*
 * What this module holds about one account (its orders, their refunds and its waiting lists), for the account's data export and
 * its erasure (modules/account-data). The writes take the executor of the erasure's transaction.
 */
export {
  cancelOpenOrdersOf,
  deleteWaitingListsOf,
  selectOrdersOf,
  selectRefundsOf,
  selectWaitingListsOf,
} from './personal-data.repository.js';
