/*
 * The admin's review of identity documents (modules/customers runs the screen): the documents with their
 * customer in one query, the lock that holds a document and its owner while a verdict is given, and the
 * verdict's writes. They take the executor so the customers module can run them in its transaction.
 */
export {
  findDocumentFiles,
  lockDocumentWithOwner,
  selectDocumentsForReview,
  setDocumentStatus,
} from './document-review.repository.js';
