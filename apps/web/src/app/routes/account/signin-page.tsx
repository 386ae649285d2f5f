import {
  DEFAULT_AFFILIATE_CODE,
  NO_CODE_AFFILIATE_CODE,
  PASSWORD_MIN_LENGTH,
  VERIFICATION_TOKEN_HOURS,
} from '@cammini/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { CheckedForm } from '../../../components/ui/checked-form';
import { Field } from '../../../components/ui/field';
import { PasswordInput } from '../../../components/ui/password-input';
import { useStartRegistration } from '../../../features/accounts/api/start-registration';
import { AccountPage } from '../../../features/accounts/components/account-page';
import { PlaceSelects } from '../../../features/accounts/components/place-selects';
import { usePlaceFields } from '../../../features/accounts/components/use-place-fields';
import {
  emptyRegistration,
  RegistrationForm,
  type RegistrationFormOutput,
  type RegistrationFormValues,
} from '../../../features/accounts/forms/registration-form';
import { accountsTextValues } from '../../../features/accounts/forms/text-values';
import { problemIssues } from '../../../lib/forms/issue-problems';
import { isProblem } from '../../../lib/forms/problem-of';
import { useApiErrorText } from '../../../lib/forms/use-api-error-text';
import { useCheckedForm } from '../../../lib/forms/use-checked-form';
import { useFieldText } from '../../../lib/forms/use-field-text';
import { useSession } from '../../../lib/session/session-store';
import { useFocusRescue } from '../../../lib/use-focus-rescue';
import { useLanguage } from '../../../lib/use-language';
import { usePageTitle } from '../../../lib/use-page-title';
import '../../../styles/accounts.css';
import { countriesQueryOptions } from '../../../features/accounts/api/get-countries';
import type { PagePrefetch } from '../../../lib/page-data';

/** Birth dates the form offers: people from 14 to 120 years old, as the contract accepts. */
function birthDateBounds() {
  const today = new Date();
  const yearsAgo = (years: number) =>
    new Date(Date.UTC(today.getFullYear() - years, today.getMonth(), today.getDate())).toISOString().slice(0, 10);
  return { min: yearsAgo(120), max: yearsAgo(14) };
}

/** The country select's list, in the page's language. */
export const prefetch: PagePrefetch = ({ language }) => [countriesQueryOptions(language)];

export default function SigninPage() {
  const { t } = useTranslation('accounts');
  usePageTitle(t('signin.title'));
  const { user } = useSession();
  const language = useLanguage();
  const errorText = useFieldText('accounts', { values: accountsTextValues });
  const apiErrorText = useApiErrorText();
  const registration = useStartRegistration();
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  // The form gives way to "check your e-mail", its submit button with it.
  const doneHeading = useFocusRescue<HTMLHeadingElement>(registeredEmail);
  const { form, invalid } = useCheckedForm<RegistrationFormValues, RegistrationFormOutput>({
    resolver: zodResolver(RegistrationForm, problemIssues),
    defaultValues: emptyRegistration,
  });
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitted },
  } = form;
  const place = usePlaceFields(form, errorText);

  if (user && !registeredEmail) return <Navigate to="/" replace />;

  const onSubmit = handleSubmit((values) => {
    if (!place.hasProvince(values)) {
      invalid.report();
      return;
    }
    invalid.clear();
    const { repeatPassword: _repeat, privacyAccepted: _accepted, usedAffiliateCode, phoneNumber, ...body } = values;
    registration.mutate(
      {
        ...body,
        phoneNumber: phoneNumber || undefined,
        // Without a code the form sends 123456, as the original client did; the server reads it as "none".
        usedAffiliateCode: usedAffiliateCode ?? DEFAULT_AFFILIATE_CODE,
        privacyAccepted: true,
        language,
      },
      { onSuccess: () => setRegisteredEmail(values.email) },
    );
  }, invalid.report);

  if (registeredEmail) {
    return (
      <AccountPage title={t('signin.doneTitle')} headingRef={doneHeading}>
        <div className="account-result">
          <MailCheck className="account-result__icon" aria-hidden="true" size={40} />
          <Alert tone="success">{t('registrazione', { hours: VERIFICATION_TOKEN_HOURS })}</Alert>
          <p>{t('signin.sentTo', { email: registeredEmail })}</p>
          <p className="field-hint">{t('signin.checkSpam')}</p>
          <Link to="/" className="button button-secondary">
            {t('signin.backHome')}
          </Link>
        </div>
      </AccountPage>
    );
  }

  const failure =
    registration.error &&
    apiErrorText(registration.error, {
      byCode: {
        EMAIL_TAKEN: 'signin.errors.emailTaken',
        UNKNOWN_AFFILIATE_CODE: 'signin.errors.unknownAffiliateCode',
        INVALID_PLACE: 'places.invalidPlace',
      },
      fallback: 'registrationFailed',
      serverMessage: true,
    });
  const emailTaken = isProblem(registration.error, 'EMAIL_TAKEN');
  const bounds = birthDateBounds();

  return (
    <AccountPage wide title={t('signin.title')} lead={t('signin.lead')}>
      <CheckedForm
        invalid={invalid}
        className="form account-form"
        onSubmit={onSubmit}
        aria-busy={registration.isPending}
      >
        <fieldset className="account-fieldset">
          <legend>{t('signin.sections.person')}</legend>
          <div className="form-grid">
            <Field label={t('fields.name')} error={errorText(errors.name, 'validation.personName')}>
              {(props) => <input {...props} {...register('name')} autoComplete="given-name" required />}
            </Field>
            <Field label={t('fields.surname')} error={errorText(errors.surname, 'validation.personName')}>
              {(props) => <input {...props} {...register('surname')} autoComplete="family-name" required />}
            </Field>
            <Field label={t('fields.birthDate')} error={errorText(errors.dateOfBirth, 'validation.invalidBirthDate')}>
              {(props) => (
                <input
                  {...props}
                  {...register('dateOfBirth')}
                  type="date"
                  min={bounds.min}
                  max={bounds.max}
                  autoComplete="bday"
                  required
                />
              )}
            </Field>
            <Field label={t('fields.phoneOptional')} error={errorText(errors.phoneNumber)}>
              {(props) => (
                <input {...props} {...register('phoneNumber')} type="tel" autoComplete="tel" inputMode="tel" />
              )}
            </Field>
          </div>
        </fieldset>

        <fieldset className="account-fieldset">
          <legend>{t('signin.sections.residence')}</legend>
          <div className="form-grid">
            <PlaceSelects {...place.selects} />
            <Field className="span-2" label={t('fields.address')} error={errorText(errors.address)}>
              {(props) => <input {...props} {...register('address')} autoComplete="street-address" required />}
            </Field>
          </div>
        </fieldset>

        <fieldset className="account-fieldset">
          <legend>{t('signin.sections.access')}</legend>
          <div className="form-grid">
            <Field className="span-2" label={t('fields.email')} error={errorText(errors.email)}>
              {(props) => (
                <input {...props} {...register('email')} type="email" autoComplete="email" inputMode="email" required />
              )}
            </Field>
            <Field
              label={t('fields.password')}
              hint={t('fields.passwordHint', { min: PASSWORD_MIN_LENGTH })}
              error={errorText(errors.password)}
            >
              {(props) => <PasswordInput {...props} {...register('password')} autoComplete="new-password" required />}
            </Field>
            <Field label={t('fields.repeatPassword')} error={errorText(errors.repeatPassword)}>
              {(props) => (
                <PasswordInput {...props} {...register('repeatPassword')} autoComplete="new-password" required />
              )}
            </Field>
          </div>
        </fieldset>

        <fieldset className="account-fieldset">
          <legend>{t('signin.sections.invitation')}</legend>
          <div className="form-grid">
            <Field
              label={t('fields.invitationCodeOptional')}
              hint={t('signin.invitationHint')}
              error={errorText(errors.usedAffiliateCode, 'validation.invalidAffiliateCode')}
            >
              {(props) => (
                <input
                  {...props}
                  {...register('usedAffiliateCode')}
                  className="code-input"
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  maxLength={6}
                />
              )}
            </Field>
            <div className="no-code">
              <button
                type="button"
                className="link-button"
                onClick={() =>
                  setValue('usedAffiliateCode', NO_CODE_AFFILIATE_CODE, {
                    shouldDirty: true,
                    shouldValidate: isSubmitted,
                  })
                }
              >
                {t('signin.noCode')}
              </button>
            </div>
          </div>
        </fieldset>

        <div className="field" data-invalid={Boolean(errors.privacyAccepted)}>
          <label className="checkbox">
            <input
              type="checkbox"
              {...register('privacyAccepted')}
              aria-invalid={Boolean(errors.privacyAccepted)}
              aria-describedby={errors.privacyAccepted ? 'privacy-error' : undefined}
            />
            <span>
              <Trans
                t={t}
                i18nKey="signin.privacy"
                components={{ policy: <Link to="/privacy-policy" target="_blank" /> }}
              />
            </span>
          </label>
          {errors.privacyAccepted && (
            <span id="privacy-error" className="field-error">
              {errorText(errors.privacyAccepted)}
            </span>
          )}
        </div>

        {failure && (
          <Alert tone="error">
            {failure}
            {emailTaken && (
              <>
                {' '}
                <Link to="/login">{t('signin.toLogin')}</Link> ·{' '}
                <Link to="/forgotpassword">{t('login.forgotPassword')}</Link>
              </>
            )}
          </Alert>
        )}
        <button type="submit" className="button button-primary button-block" disabled={registration.isPending}>
          {registration.isPending ? t('signin.submitting') : t('signin.submit')}
        </button>
      </CheckedForm>
      <p className="account-card__footer">
        {t('signin.haveAccount')} <Link to="/login">{t('signin.toLogin')}</Link>
      </p>
    </AccountPage>
  );
}
