/*
 * The banking details kept on the account (IBAN, tax code, identity verified), for modules/banking: the lock
 * every change of them takes first, and their writes. They take the executor of banking's transaction.
 */
export {
  findBankingDetails,
  lockAccountHolder,
  setIban,
  setTaxCode,
  setUserDocumentVerified,
  setUserVerifying,
} from './bank-details.repository.js';
