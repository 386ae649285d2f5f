import { RESET_TOKEN_MINUTES } from '@cammini/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { CheckedForm } from '../../../components/ui/checked-form';
import { Field } from '../../../components/ui/field';
import { useRequestPasswordReset } from '../../../features/accounts/api/request-password-reset';
import { AccountPage } from '../../../features/accounts/components/account-page';
import { ForgotPasswordForm, type ForgotPasswordFormValues } from '../../../features/accounts/forms/password-forms';
import { accountsTextValues } from '../../../features/accounts/forms/text-values';
import { problemIssues } from '../../../lib/forms/issue-problems';
import { useApiErrorText } from '../../../lib/forms/use-api-error-text';
import { useCheckedForm } from '../../../lib/forms/use-checked-form';
import { useFieldText } from '../../../lib/forms/use-field-text';
import { usePageTitle } from '../../../lib/use-page-title';
import '../../../styles/accounts.css';

export default function ForgotPasswordPage() {
  const { t } = useTranslation('accounts');
  usePageTitle(t('forgot.title'));
  const errorText = useFieldText('accounts', { values: accountsTextValues });
  const apiErrorText = useApiErrorText();
  const reset = useRequestPasswordReset();
  const { form, invalid, submitChecked } = useCheckedForm<ForgotPasswordFormValues>({
    resolver: zodResolver(ForgotPasswordForm, problemIssues),
    defaultValues: { email: '' },
  });
  const {
    register,
    formState: { errors },
  } = form;

  const onSubmit = submitChecked(({ email }) => {
    reset.mutate(email);
  });
  // The answer is judged by its message: anything but Success is a failed request.
  const refused = reset.isSuccess && reset.data?.message !== 'Success';

  if (reset.isSuccess && !refused) {
    return (
      <AccountPage title={t('forgot.sentTitle')}>
        <div className="account-result">
          <MailCheck className="account-result__icon" aria-hidden="true" size={40} />
          <Alert tone="success">{t('forgot.sent', { email: reset.variables })}</Alert>
          <p>{t('forgot.sentHelp', { minutes: RESET_TOKEN_MINUTES })}</p>
          <Link to="/login" className="button button-secondary">
            {t('forgot.toLogin')}
          </Link>
        </div>
      </AccountPage>
    );
  }

  const failure = refused
    ? t('loginFailed')
    : reset.error && apiErrorText(reset.error, { byCode: { NETWORK: 'genericError' }, fallback: 'genericError' });

  return (
    <AccountPage title={t('forgot.title')} lead={t('forgot.lead')}>
      <CheckedForm invalid={invalid} className="form" onSubmit={onSubmit} aria-busy={reset.isPending}>
        <Field label={t('fields.email')} error={errorText(errors.email)}>
          {(props) => (
            <input {...props} {...register('email')} type="email" autoComplete="email" inputMode="email" required />
          )}
        </Field>
        {failure && <Alert tone="error">{failure}</Alert>}
        <button type="submit" className="button button-primary button-block" disabled={reset.isPending}>
          {reset.isPending ? t('forgot.submitting') : t('forgot.submit')}
        </button>
      </CheckedForm>
      <p className="account-card__footer">
        {t('forgot.remembered')} <Link to="/login">{t('forgot.toLogin')}</Link>
      </p>
    </AccountPage>
  );
}
