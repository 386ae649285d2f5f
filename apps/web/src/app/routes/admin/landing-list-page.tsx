import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminPage } from '../../../components/admin/admin-page';
import { LandingList } from '../../../features/landing-pages/components/landing-list';

/** /seelandingpage: every landing page, to open, edit or delete. */
export default function LandingListPage() {
  const { t } = useTranslation('admin-landing');
  return (
    <AdminPage title={t('titles.list')} wide>
      <p className="lb-list-toolbar">
        <Link to="/buildlandingpage" className="button button-primary">
          <Plus aria-hidden="true" size={16} />
          {t('actions.create')}
        </Link>
      </p>
      <LandingList />
    </AdminPage>
  );
}
