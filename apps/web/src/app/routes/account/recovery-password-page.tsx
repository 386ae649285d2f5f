import { PASSWORD_MIN_LENGTH } from '@cammini/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { LinkIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { CheckedForm } from '../../../components/ui/checked-form';
import { Field } from '../../../components/ui/field';
import { Loading } from '../../../components/ui/loading';
import { PasswordInput } from '../../../components/ui/password-input';
import { useResetTokenCheck } from '../../../features/accounts/api/check-reset-token';
import { useResetPassword } from '../../../features/accounts/api/reset-password';
import { AccountDone, AccountPage } from '../../../features/accounts/components/account-page';
import { NewPasswordForm, type NewPasswordFormValues } from '../../../features/accounts/forms/password-forms';
import { accountsTextValues } from '../../../features/accounts/forms/text-values';
import { problemIssues } from '../../../lib/forms/issue-problems';
import { isProblem, isRefusal } from '../../../lib/forms/problem-of';
import { useApiErrorText } from '../../../lib/forms/use-api-error-text';
import { useCheckedForm } from '../../../lib/forms/use-checked-form';
import { useFieldText } from '../../../lib/forms/use-field-text';
import { usePageTitle } from '../../../lib/use-page-title';
import '../../../styles/accounts.css';

/** The token check answers 4xx for a link that is unknown, used or expired. */
const checkRejected = (error: unknown) => isRefusal(error) && !isProblem(error, 'RATE_LIMITED');

/** The link can also run out between the check and the submit. */
const resetRejected = (error: unknown) => isProblem(error, 'TOKEN_INVALID') || isProblem(error, 'TOKEN_EXPIRED');

function InvalidLink() {
  const { t } = useTranslation('accounts');
  return (
    <AccountPage title={t('recovery.invalidTitle')}>
      <div className="account-result">
        <LinkIcon className="account-result__icon" aria-hidden="true" size={40} />
        <Alert tone="error">{t('invalidToken')}</Alert>
        <p>{t('recovery.invalidHelp')}</p>
        <Link to="/forgotpassword" className="button button-primary button-block">
          {t('recovery.requestNew')}
        </Link>
      </div>
    </AccountPage>
  );
}

export default function RecoveryPasswordPage() {
  const { t } = useTranslation('accounts');
  usePageTitle(t('recovery.title'));
  const { token = '' } = useParams();
  const check = useResetTokenCheck(token);
  const reset = useResetPassword();
  const errorText = useFieldText('accounts', { values: accountsTextValues });
  const apiErrorText = useApiErrorText();
  const { form, invalid, submitChecked } = useCheckedForm<NewPasswordFormValues>({
    resolver: zodResolver(NewPasswordForm, problemIssues),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const {
    register,
    formState: { errors },
  } = form;

  if (check.isPending) {
    return (
      <AccountPage title={t('recovery.title')}>
        <Loading label={t('recovery.checking')} />
      </AccountPage>
    );
  }

  if (checkRejected(check.error) || resetRejected(reset.error)) return <InvalidLink />;

  if (check.isError) {
    return (
      <AccountPage title={t('recovery.title')}>
        <div className="form">
          <Alert tone="error">
            {apiErrorText(check.error, { byCode: { NETWORK: 'genericError' }, fallback: 'genericError' })}
          </Alert>
          <button type="button" className="button button-primary button-block" onClick={() => void check.refetch()}>
            {t('recovery.retry')}
          </button>
        </div>
      </AccountPage>
    );
  }

  if (reset.isSuccess && reset.data?.message === 'Success') {
    return (
      <AccountDone
        title={t('recovery.doneTitle')}
        message={t('passwordChanged')}
        toLoginLabel={t('recovery.toLogin')}
      />
    );
  }

  const onSubmit = submitChecked(({ password }) => {
    reset.mutate({ token, password });
  });
  const failure = reset.isSuccess
    ? t('errorChangingPassword')
    : reset.error && apiErrorText(reset.error, { fallback: 'errorChangingPassword' });

  return (
    <AccountPage title={t('recovery.title')} lead={t('recovery.lead')}>
      <CheckedForm invalid={invalid} className="form" onSubmit={onSubmit} aria-busy={reset.isPending}>
        <Field
          label={t('fields.newPassword')}
          hint={t('fields.passwordHint', { min: PASSWORD_MIN_LENGTH })}
          error={errorText(errors.password)}
        >
          {(props) => <PasswordInput {...props} {...register('password')} autoComplete="new-password" required />}
        </Field>
        <Field label={t('fields.confirmPassword')} error={errorText(errors.confirmPassword)}>
          {(props) => (
            <PasswordInput {...props} {...register('confirmPassword')} autoComplete="new-password" required />
          )}
        </Field>
        {failure && <Alert tone="error">{failure}</Alert>}
        <button type="submit" className="button button-primary button-block" disabled={reset.isPending}>
          {reset.isPending ? t('recovery.submitting') : t('recovery.submit')}
        </button>
      </CheckedForm>
    </AccountPage>
  );
}
