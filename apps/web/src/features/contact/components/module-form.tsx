import { PagePath } from '@cammini/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CheckedForm } from '../../../components/ui/checked-form';
import { Field } from '../../../components/ui/field';
import { problemIssues } from '../../../lib/forms/issue-problems';
import { useFieldText } from '../../../lib/forms/use-field-text';
import { useSendModule } from '../api/send-module';
import { emptyModule, type ModuleFormOutput, ModuleFormSchema } from '../forms/module-form';
import { usePublicSend } from '../hooks/use-public-send';
import { SendFooter } from './send-footer';

/** The contact module of /modulo: every field is required, and the terms must be accepted. */
export function ModuleForm() {
  const { t } = useTranslation('forms');
  const errorText = useFieldText('forms');
  const send = useSendModule();
  const termsId = useId();
  const { register, errors, invalid, outcome, onSubmit } = usePublicSend({
    resolver: zodResolver(ModuleFormSchema, problemIssues),
    empty: emptyModule,
    send,
    body: ({ terms: _accepted, ...body }: ModuleFormOutput) => body,
    sentKey: 'module.sent',
    failedKey: 'module.error',
  });
  const termsError = errorText(errors.terms);

  return (
    <CheckedForm invalid={invalid} className="form module-form" onSubmit={onSubmit} aria-busy={send.isPending}>
      <fieldset className="forms-fieldset">
        <legend>{t('module.aboutYou')}</legend>
        <div className="form-grid">
          <Field label={t('module.name')} error={errorText(errors.name, 'validation.singleLine')}>
            {(props) => <input {...props} {...register('name')} autoComplete="given-name" required />}
          </Field>
          <Field label={t('module.surname')} error={errorText(errors.surname, 'validation.singleLine')}>
            {(props) => <input {...props} {...register('surname')} autoComplete="family-name" required />}
          </Field>
          <Field label={t('module.email')} error={errorText(errors.email, 'validation.invalidEmail')}>
            {(props) => (
              <input {...props} {...register('email')} type="email" autoComplete="email" inputMode="email" required />
            )}
          </Field>
          <Field label={t('module.phone')} error={errorText(errors.phonenumber, 'validation.invalidPhone')}>
            {(props) => <input {...props} {...register('phonenumber')} type="tel" autoComplete="tel" required />}
          </Field>
          <Field label={t('module.birthDate')} error={errorText(errors.birth_date, 'validation.invalidBirthDate')}>
            {(props) => <input {...props} {...register('birth_date')} type="date" autoComplete="bday" required />}
          </Field>
          <Field label={t('module.city')} error={errorText(errors.city, 'validation.singleLine')}>
            {(props) => <input {...props} {...register('city')} autoComplete="address-level2" required />}
          </Field>
        </div>
      </fieldset>

      <fieldset className="forms-fieldset">
        <legend>{t('module.yourJourney')}</legend>
        <div className="form-grid">
          <Field
            className="span-2"
            label={t('module.interestedIn')}
            hint={t('module.interestedInHint')}
            error={errorText(errors.interested_in)}
          >
            {(props) => <input {...props} {...register('interested_in')} required />}
          </Field>
          <Field className="span-2" label={t('module.objective')} error={errorText(errors.objective)}>
            {(props) => <textarea {...props} {...register('objective')} rows={3} required />}
          </Field>
          <Field
            label={t('module.spending')}
            hint={t('module.spendingHint')}
            error={errorText(errors.spending, 'validation.invalidAmount')}
          >
            {(props) => (
              <input
                {...props}
                {...register('spending')}
                type="number"
                min={0}
                step="any"
                inputMode="decimal"
                required
              />
            )}
          </Field>
          <Field className="span-2" label={t('module.message')} error={errorText(errors.message)}>
            {(props) => <textarea {...props} {...register('message')} rows={5} required />}
          </Field>
        </div>
      </fieldset>

      <div className="forms-check" data-invalid={Boolean(termsError)}>
        <label className="checkbox" htmlFor={termsId}>
          <input
            id={termsId}
            type="checkbox"
            {...register('terms')}
            aria-invalid={Boolean(termsError)}
            aria-describedby={termsError ? `${termsId}-error` : undefined}
          />
          <span>
            <Trans
              t={t}
              i18nKey="module.terms"
              components={{
                terms: <Link to={PagePath.termsOfSale} target="_blank" />,
                policy: <Link to={PagePath.privacy} target="_blank" />,
                newTab: <span className="visually-hidden" />,
              }}
            />
          </span>
        </label>
        {termsError && (
          <span id={`${termsId}-error`} className="field-error">
            {termsError}
          </span>
        )}
      </div>

      <SendFooter
        outcome={outcome}
        sending={send.isPending}
        label={t('module.submit')}
        sendingLabel={t('module.sending')}
      />
    </CheckedForm>
  );
}
