import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AdminPage } from '../../../components/admin/admin-page';
import { useDocuments } from '../../../features/customers/api/documents';
import { useCustomerPage } from '../../../features/customers/api/get-customers';
import { CustomerList } from '../../../features/customers/components/customer-list';
import { DocumentApprovals } from '../../../features/customers/components/document-approvals';
import '../../../styles/admin-business.css';

const DOCUMENTS_ID = 'documenti';

/** /clienti: the customer table with its Excel export, and the identity documents to approve. */
export default function CustomersPage() {
  const { t } = useTranslation();
  const { hash } = useLocation();

  // The same cached lists the sections show, watched here only to know when both have their height.
  const customersPending = useCustomerPage('', 1).isPending;
  const documentsPending = useDocuments().isPending;
  const scrolled = useRef(false);

  // The dashboard links to #documenti: scroll there once, when the tables above have loaded.
  useEffect(() => {
    if (hash !== `#${DOCUMENTS_ID}` || customersPending || documentsPending || scrolled.current) return;
    scrolled.current = true;
    document.getElementById(DOCUMENTS_ID)?.scrollIntoView();
  }, [hash, customersPending, documentsPending]);

  return (
    <AdminPage title={t('admin.customers')} wide>
      <CustomerList />
      <DocumentApprovals headingId={DOCUMENTS_ID} />
    </AdminPage>
  );
}
