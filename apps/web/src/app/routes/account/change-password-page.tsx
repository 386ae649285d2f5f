import { PASSWORD_MIN_LENGTH } from '@cammini/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { CheckedForm } from '../../../components/ui/checked-form';
import { Field } from '../../../components/ui/field';
import { PasswordInput } from '../../../components/ui/password-input';
import { useChangePassword } from '../../../features/accounts/api/change-password';
import { AccountBackLink, AccountPage } from '../../../features/accounts/components/account-page';
import { ChangePasswordForm, type ChangePasswordFormValues } from '../../../features/accounts/forms/password-forms';
import { accountsTextValues } from '../../../features/accounts/forms/text-values';
import { problemIssues } from '../../../lib/forms/issue-problems';
import { useApiErrorText } from '../../../lib/forms/use-api-error-text';
import { useCheckedForm } from '../../../lib/forms/use-checked-form';
import { useFieldText } from '../../../lib/forms/use-field-text';
import { usePageTitle } from '../../../lib/use-page-title';
import '../../../styles/accounts.css';

const emptyForm: ChangePasswordFormValues = { oldPassword: '', newPassword: '', confirmPassword: '' };

export default function ChangePasswordPage() {
  const { t } = useTranslation('accounts');
  usePageTitle(t('changePassword.title'));
  const errorText = useFieldText('accounts', { values: accountsTextValues });
  const apiErrorText = useApiErrorText();
  const change = useChangePassword();
  const { form, invalid, submitChecked } = useCheckedForm<ChangePasswordFormValues>({
    resolver: zodResolver(ChangePasswordForm, problemIssues),
    defaultValues: emptyForm,
  });
  const {
    register,
    reset,
    formState: { errors },
  } = form;

  const onSubmit = submitChecked(({ oldPassword, newPassword }) => {
    change.mutate({ oldPassword, newPassword }, { onSuccess: () => reset(emptyForm) });
  });
  const changed = change.isSuccess && change.data?.message === 'Success';
  const failure =
    change.isSuccess && !changed
      ? t('passwordChangeFailed')
      : change.error &&
        apiErrorText(change.error, {
          byCode: {
            WRONG_PASSWORD: 'changePassword.errors.wrongPassword',
            SAME_PASSWORD: 'changePassword.errors.samePassword',
          },
          fallback: 'passwordChangeFailed',
          serverMessage: true,
        });

  return (
    <AccountPage title={t('changePassword.title')} lead={t('changePassword.lead')}>
      <CheckedForm invalid={invalid} className="form" onSubmit={onSubmit} aria-busy={change.isPending}>
        <Field label={t('fields.currentPassword')} error={errorText(errors.oldPassword)}>
          {(props) => (
            <PasswordInput {...props} {...register('oldPassword')} autoComplete="current-password" required />
          )}
        </Field>
        <Field
          label={t('fields.newPassword')}
          hint={t('fields.passwordHint', { min: PASSWORD_MIN_LENGTH })}
          error={errorText(errors.newPassword)}
        >
          {(props) => <PasswordInput {...props} {...register('newPassword')} autoComplete="new-password" required />}
        </Field>
        <Field label={t('fields.confirmPassword')} error={errorText(errors.confirmPassword)}>
          {(props) => (
            <PasswordInput {...props} {...register('confirmPassword')} autoComplete="new-password" required />
          )}
        </Field>
        {changed && <Alert tone="success">{t('changePassword.success')}</Alert>}
        {failure && <Alert tone="error">{failure}</Alert>}
        <button type="submit" className="button button-primary button-block" disabled={change.isPending}>
          {change.isPending ? t('changePassword.submitting') : t('changePassword.submit')}
        </button>
      </CheckedForm>
      <AccountBackLink to="/utente?tab=profile" label={t('changePassword.backToProfile')} />
    </AccountPage>
  );
}
