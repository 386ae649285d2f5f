import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../../components/admin/admin-page';
import { SettingsScreen } from '../../../features/site-settings/components/settings-screen';
import '../../../styles/admin-business.css';
import '../../../styles/admin-office.css';

/** /impostazioni: the business's own details, shown across the site, and its choices. */
export default function SettingsPage() {
  const { t } = useTranslation('admin-office');
  return (
    <AdminPage title={t('settings.title')}>
      <SettingsScreen />
    </AdminPage>
  );
}
