import type { UserProfile } from '@cammini/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../../components/ui/alert';
import { ErrorSummary } from '../../../../components/ui/error-summary';
import { Field } from '../../../../components/ui/field';
import { problemIssues } from '../../../../lib/forms/issue-problems';
import { useApiErrorText } from '../../../../lib/forms/use-api-error-text';
import { useCheckedForm } from '../../../../lib/forms/use-checked-form';
import { useFieldText } from '../../../../lib/forms/use-field-text';
import { useUpdateProfile } from '../../api/update-profile';
import {
  ProfileForm,
  type ProfileFormOutput,
  type ProfileFormValues,
  profileFormValues,
} from '../../forms/profile-form';
import { accountsTextValues } from '../../forms/text-values';
import { PlaceSelects } from '../place-selects';
import { usePlaceFields } from '../use-place-fields';

/**
 * The personal data a customer may change; e-mail and codes are shown read-only beside them, and so
 * are name and surname once identity documents have verified them.
 */
export function ProfileDetailsForm({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation('accounts');
  const identityNoteId = useId();
  const identityLocked = profile.docVerified;
  /** The locked fields are described by the one line that says why. */
  const describedWithNote = (describedBy: string | undefined) =>
    identityLocked ? [describedBy, identityNoteId].filter(Boolean).join(' ') : describedBy;
  const errorText = useFieldText('accounts', { values: accountsTextValues });
  const apiErrorText = useApiErrorText();
  const update = useUpdateProfile();
  const { form, invalid } = useCheckedForm<ProfileFormValues, ProfileFormOutput>({
    resolver: zodResolver(ProfileForm, problemIssues),
    defaultValues: profileFormValues(profile),
  });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = form;
  const place = usePlaceFields(form, errorText);

  const onSubmit = handleSubmit((values) => {
    if (!place.hasProvince(values)) {
      invalid.report();
      return;
    }
    invalid.clear();
    update.mutate(
      { ...values, phoneNumber: values.phoneNumber || null },
      { onSuccess: (answer) => reset(profileFormValues(answer.user)) },
    );
  }, invalid.report);

  const failure =
    update.error &&
    apiErrorText(update.error, {
      byCode: { INVALID_PLACE: 'places.invalidPlace', IDENTITY_LOCKED: 'userArea.profile.identityLocked' },
      fallback: 'userArea.profile.updateError',
    });

  return (
    <form
      method="post"
      className="form"
      noValidate
      onSubmit={onSubmit}
      aria-busy={update.isPending}
      aria-labelledby="profile-form-title"
      ref={invalid.formRef}
    >
      <h3 id="profile-form-title">{t('userArea.profile.personalData')}</h3>
      <ErrorSummary count={invalid.count} />
      <div className="form-grid">
        <Field label={t('fields.name')} error={errorText(errors.name, 'validation.personName')}>
          {(props) => (
            <input
              {...props}
              {...register('name')}
              aria-describedby={describedWithNote(props['aria-describedby'])}
              autoComplete="given-name"
              readOnly={identityLocked}
              required
            />
          )}
        </Field>
        <Field label={t('fields.surname')} error={errorText(errors.surname, 'validation.personName')}>
          {(props) => (
            <input
              {...props}
              {...register('surname')}
              aria-describedby={describedWithNote(props['aria-describedby'])}
              autoComplete="family-name"
              readOnly={identityLocked}
              required
            />
          )}
        </Field>
        {identityLocked && (
          <p id={identityNoteId} className="field-hint locked-note span-2">
            {t('userArea.profile.identityLocked')}
          </p>
        )}
        <Field className="span-2" label={t('fields.email')} hint={t('userArea.profile.emailReadOnly')}>
          {(props) => <input {...props} type="email" value={profile.email} readOnly />}
        </Field>
        <Field label={t('fields.phoneOptional')} error={errorText(errors.phoneNumber)}>
          {(props) => <input {...props} {...register('phoneNumber')} type="tel" autoComplete="tel" inputMode="tel" />}
        </Field>
        <Field label={t('fields.birthDate')} error={errorText(errors.birth_date, 'validation.invalidBirthDate')}>
          {(props) => <input {...props} {...register('birth_date')} type="date" autoComplete="bday" required />}
        </Field>
        <PlaceSelects {...place.selects} />
        <Field className="span-2" label={t('fields.address')} error={errorText(errors.address)}>
          {(props) => <input {...props} {...register('address')} autoComplete="street-address" required />}
        </Field>
        {profile.usedAffiliateCode && (
          <Field className="span-2" label={t('userArea.profile.usedCode')}>
            {(props) => <input {...props} className="code-input" value={profile.usedAffiliateCode ?? ''} readOnly />}
          </Field>
        )}
      </div>
      {update.isSuccess && !isDirty && <Alert tone="success">{t('userArea.profile.saved')}</Alert>}
      {failure && <Alert tone="error">{failure}</Alert>}
      <div className="account-actions">
        <button type="submit" className="button button-primary" disabled={update.isPending}>
          {update.isPending ? t('userArea.profile.saving') : t('userArea.profile.save')}
        </button>
        <Link to="/modificaPassword" className="button button-secondary">
          <KeyRound aria-hidden="true" size={18} />
          {t('userArea.profile.changePassword')}
        </Link>
      </div>
    </form>
  );
}
