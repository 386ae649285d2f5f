import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../../components/admin/admin-page';
import { InboxList } from '../../../features/inbox/components/inbox-list';
import '../../../styles/admin-business.css';
import '../../../styles/admin-office.css';

/** /messaggi: the messages of the contact form and the contact module, still e-mailed as they arrive. */
export default function MessagesPage() {
  const { t } = useTranslation('admin-office');
  return (
    <AdminPage title={t('inbox.title')} wide>
      <InboxList />
    </AdminPage>
  );
}
