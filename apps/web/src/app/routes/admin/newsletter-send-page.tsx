import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../../components/admin/admin-page';
import { NewsletterHistory } from '../../../features/newsletter-send/components/newsletter-history';
import { NewsletterSendForm } from '../../../features/newsletter-send/components/newsletter-send-form';
import '../../../styles/admin-business.css';
import '../../../styles/newsletter-send.css';

/** /invianewsletter: write and send a newsletter, and follow what was sent. */
export default function NewsletterSendPage() {
  const { t } = useTranslation();
  return (
    <AdminPage title={t('admin.newsletter')}>
      <NewsletterSendForm />
      <NewsletterHistory headingId="newsletter-history" />
    </AdminPage>
  );
}
