import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { UserArea } from '../../../features/accounts/components/user-area/user-area';
import { useProfile } from '../../../lib/queries/profile';
import { useSession } from '../../../lib/session/session-store';
import { usePageTitle } from '../../../lib/use-page-title';
import { findUserAreaTab, userAreaTabs } from './user-area/user-area-tabs';
import '../../../styles/accounts.css';

export default function UserAreaPage() {
  const { t } = useTranslation('accounts');
  const [searchParams, setSearchParams] = useSearchParams();
  const active = findUserAreaTab(searchParams.get('tab'));
  usePageTitle(`${t(active.labelKey)} · ${t('userArea.title')}`);
  const { user } = useSession();
  const profile = useProfile();

  const selectTab = (id: string) => {
    // Replace rather than push: moving between tabs should not fill the back button's history.
    setSearchParams(
      (params) => {
        params.set('tab', id);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  return (
    <section className="page container user-area">
      <header className="user-area__header">
        <p className="eyebrow">{t('userArea.title')}</p>
        <h1>{profile.data ? t('userArea.greeting', { name: profile.data.name }) : t('userArea.title')}</h1>
        {user && <p className="lead">{user.email}</p>}
      </header>
      <UserArea tabs={userAreaTabs} active={active} onSelectTab={selectTab} />
    </section>
  );
}
