import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Loading } from '../../../components/ui/loading';
import { useAdminSettings } from '../api/site-settings';
import { SettingsForm } from './settings-form';

/** The settings form once the saved values are known, with the loading and error states. */
export function SettingsScreen() {
  const { t } = useTranslation('admin-office');
  const settings = useAdminSettings();
  if (settings.isPending) return <Loading label={t('settings.loading')} />;
  if (settings.isError)
    return (
      <Alert tone="error">
        <span>{t('settings.loadError')}</span>{' '}
        <button type="button" className="business-retry" onClick={() => void settings.refetch()}>
          {t('retry')}
        </button>
      </Alert>
    );
  return <SettingsForm current={settings.data} />;
}
