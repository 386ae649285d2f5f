import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { CheckedForm } from '../../../components/ui/checked-form';
import { Field } from '../../../components/ui/field';
import { PasswordInput } from '../../../components/ui/password-input';
import { LoginRefusedError, useLogIn } from '../../../features/accounts/api/log-in';
import { AccountPage } from '../../../features/accounts/components/account-page';
import { LoginForm, type LoginFormValues } from '../../../features/accounts/forms/password-forms';
import { accountsTextValues } from '../../../features/accounts/forms/text-values';
import { problemIssues } from '../../../lib/forms/issue-problems';
import { useApiErrorText } from '../../../lib/forms/use-api-error-text';
import { useCheckedForm } from '../../../lib/forms/use-checked-form';
import { useFieldText } from '../../../lib/forms/use-field-text';
import { useSession } from '../../../lib/session/session-store';
import { usePageTitle } from '../../../lib/use-page-title';
import '../../../styles/accounts.css';

/** Where to go after logging in: back to the protected page that sent the visitor here, else home. */
function useReturnPath(): string {
  const location = useLocation();
  const from = (location.state as { from?: unknown } | null)?.from;
  // Only paths inside this site: never a protocol-relative address smuggled into the state.
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : '/';
}

export default function LoginPage() {
  const { t } = useTranslation('accounts');
  usePageTitle(t('login.title'));
  const { user } = useSession();
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const errorText = useFieldText('accounts', { values: accountsTextValues });
  const apiErrorText = useApiErrorText();
  const logIn = useLogIn();
  const { form, invalid, submitChecked } = useCheckedForm<LoginFormValues>({
    resolver: zodResolver(LoginForm, problemIssues),
    defaultValues: { email: '', password: '' },
  });
  const {
    register,
    formState: { errors },
  } = form;

  const onSubmit = submitChecked((values) => {
    logIn.mutate(values, { onSuccess: () => void navigate(returnPath, { replace: true }) });
  });

  if (user && !logIn.isPending) return <Navigate to={returnPath} replace />;

  const failure =
    logIn.error instanceof LoginRefusedError
      ? t('loginFailed')
      : logIn.error &&
        apiErrorText(logIn.error, {
          byCode: {
            INVALID_CREDENTIALS: 'loginFailed',
            EMAIL_NOT_VERIFIED: 'login.errors.emailNotVerified',
            RATE_LIMITED: 'login.errors.rateLimited',
            NETWORK: 'genericError',
          },
          fallback: 'genericError',
        });

  return (
    <AccountPage title={t('login.title')} lead={t('login.lead')}>
      <CheckedForm invalid={invalid} className="form" onSubmit={onSubmit} aria-busy={logIn.isPending}>
        <Field label={t('fields.email')} error={errorText(errors.email)}>
          {(props) => (
            <input {...props} {...register('email')} type="email" autoComplete="email" inputMode="email" required />
          )}
        </Field>
        <Field label={t('fields.password')} error={errorText(errors.password)}>
          {(props) => <PasswordInput {...props} {...register('password')} autoComplete="current-password" required />}
        </Field>
        <p className="account-form__aside">
          <Link to="/forgotpassword">{t('login.forgotPassword')}</Link>
        </p>
        {failure && <Alert tone="error">{failure}</Alert>}
        <button type="submit" className="button button-primary button-block" disabled={logIn.isPending}>
          {logIn.isPending ? t('login.submitting') : t('login.submit')}
        </button>
      </CheckedForm>
      <p className="account-card__footer">
        {t('login.noAccount')} <Link to="/signin">{t('login.toSignin')}</Link>
      </p>
    </AccountPage>
  );
}
