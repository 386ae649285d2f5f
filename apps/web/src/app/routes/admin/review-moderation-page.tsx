import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../../components/admin/admin-page';
import { ModerationList } from '../../../features/review-moderation/components/moderation-list';
import '../../../styles/admin-business.css';
import '../../../styles/admin-office.css';

/** /moderazione: the reviews waiting for approval, and those approved or rejected. */
export default function ReviewModerationPage() {
  const { t } = useTranslation('admin-office');
  return (
    <AdminPage title={t('reviews.title')} wide>
      <ModerationList />
    </AdminPage>
  );
}
