import { useTranslation } from 'react-i18next';
import { Loading } from '../../../../components/ui/loading';
import { useProfile } from '../../../../lib/queries/profile';
import { EarningsSummary } from './earnings-summary';
import { InvitationCode } from './invitation-code';
import { ProfileDetailsForm } from './profile-details-form';
import { ProfileFetchError } from './profile-fetch-error';

export function ProfileTab() {
  const { t } = useTranslation('accounts');
  const profile = useProfile();

  if (profile.isPending) return <Loading label={t('userArea.profile.loading')} />;
  if (profile.isError) return <ProfileFetchError error={profile.error} onRetry={() => void profile.refetch()} />;

  const user = profile.data;
  return (
    <div className="profile-tab">
      <h2>{t('userArea.profile.title')}</h2>
      <div className="profile-summary">
        <InvitationCode code={user.affiliateCode} />
        <EarningsSummary earnings={user.earnings} memberEarnings={user.memberEarnings} />
      </div>
      <ProfileDetailsForm key={user.email} profile={user} />
    </div>
  );
}
