import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert';
import { Loading } from '../../../../components/ui/loading';
import { useProfile } from '../../api/get-profile';
import { useApiErrorText } from '../../hooks/use-api-error-text';
import { EarningsSummary } from './earnings-summary';
import { InvitationCode } from './invitation-code';
import { ProfileDetailsForm } from './profile-details-form';

export function ProfileTab() {
  const { t } = useTranslation('accounts');
  const apiErrorText = useApiErrorText();
  const profile = useProfile();

  if (profile.isPending) return <Loading label={t('userArea.profile.loading')} />;
  if (profile.isError) {
    return (
      <div className="form">
        <Alert tone="error">{apiErrorText(profile.error, { fallback: 'userArea.profile.fetchError' })}</Alert>
        <div>
          <button type="button" className="button button-primary" onClick={() => void profile.refetch()}>
            {t('userArea.retry')}
          </button>
        </div>
      </div>
    );
  }

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
