import { VERIFICATION_TOKEN_HOURS } from '@cammini/contract';
import { MailQuestion } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ActionLinks } from '../../../components/ui/action-links';
import { Alert } from '../../../components/ui/alert';
import { Loading } from '../../../components/ui/loading';
import { useVerifyRegistration } from '../../../features/accounts/api/verify-registration';
import { AccountDone, AccountPage } from '../../../features/accounts/components/account-page';
import { isProblem, isRefusal } from '../../../lib/forms/problem-of';
import { usePageTitle } from '../../../lib/use-page-title';
import '../../../styles/accounts.css';

/**
 * The link of the verification e-mail. The address is confirmed only when the person presses the button,
 * not on load, so that mail scanners that open links in advance do not use it up.
 */
export default function VerifyRegistrationPage() {
  const { t } = useTranslation('accounts');
  usePageTitle(t('verify.title'));
  const { token = '' } = useParams();
  const verification = useVerifyRegistration();

  if (verification.isSuccess) {
    return (
      <AccountDone title={t('verify.successTitle')} message={t('verify.success')} toLoginLabel={t('verify.toLogin')} />
    );
  }

  const error = verification.error;
  const linkUnusable = isRefusal(error) && !isProblem(error, 'RATE_LIMITED');
  if (linkUnusable) {
    const expired = isProblem(error, 'TOKEN_EXPIRED');
    return (
      <AccountPage title={t('verify.failureTitle')}>
        <div className="account-result">
          <MailQuestion className="account-result__icon" aria-hidden="true" size={40} />
          <Alert tone="error">{expired ? t('verify.expired') : t('verify.invalid')}</Alert>
          <p>{expired ? t('verify.expiredHelp', { hours: VERIFICATION_TOKEN_HOURS }) : t('verify.invalidHelp')}</p>
          <ActionLinks
            className="account-actions"
            links={[
              { to: '/signin', label: t('verify.toSignin'), className: 'button-primary' },
              { to: '/login', label: t('verify.toLogin'), className: 'button-secondary' },
            ]}
          />
        </div>
      </AccountPage>
    );
  }

  return (
    <AccountPage title={t('verify.title')} lead={t('verify.lead')}>
      <div className="form">
        {error && (
          <Alert tone="error">{isProblem(error, 'RATE_LIMITED') ? t('errors.rateLimited') : t('genericError')}</Alert>
        )}
        {verification.isPending ? (
          <Loading label={t('verify.inProgress')} />
        ) : (
          <button
            type="button"
            className="button button-primary button-block"
            onClick={() => verification.mutate(token)}
          >
            {error ? t('verify.retry') : t('verify.submit')}
          </button>
        )}
      </div>
    </AccountPage>
  );
}
