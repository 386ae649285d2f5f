import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { CheckedForm } from '../../../components/ui/checked-form';
import { Field } from '../../../components/ui/field';
import { problemIssues } from '../../../lib/forms/issue-problems';
import { useFieldText } from '../../../lib/forms/use-field-text';
import { useInvalidSubmit } from '../../../lib/use-invalid-submit';
import { useSendContactMessage } from '../api/send-contact-message';
import { type ContactFormOutput, ContactFormSchema, type ContactFormValues, emptyContact } from '../forms/contact-form';
import { useSendFailureText } from '../hooks/use-send-failure-text';

type Outcome = { tone: 'success' | 'error'; text: string } | null;

/**
 * The /contatti form. Answering a request needs no consent under the GDPR (art. 6.1.b), only the
 * notice: the form shows it beside the button and sends `privacy: true` to record that it was shown.
 */
export function ContactForm() {
  const { t } = useTranslation('forms');
  const errorText = useFieldText('forms');
  const failureText = useSendFailureText();
  const send = useSendContactMessage();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContactFormValues, unknown, ContactFormOutput>({
    resolver: zodResolver(ContactFormSchema, problemIssues),
    defaultValues: emptyContact,
    shouldFocusError: false,
  });
  const invalid = useInvalidSubmit();

  const onSubmit = handleSubmit(async (values) => {
    invalid.clear();
    setOutcome(null);
    try {
      const answer = await send.mutateAsync({ ...values, privacy: true });
      if (answer?.message !== 'Success') throw new Error('Unexpected answer');
      reset(emptyContact);
      setOutcome({ tone: 'success', text: t('contact.emailSent') });
    } catch (error) {
      setOutcome({ tone: 'error', text: failureText(error, 'contact.emailError') });
    }
  }, invalid.report);

  return (
    <CheckedForm invalid={invalid} className="form contact-form" onSubmit={onSubmit} aria-busy={send.isPending}>
      <div className="form-grid">
        <Field label={t('contact.firstName')} error={errorText(errors.nome, 'validation.singleLine')}>
          {(props) => <input {...props} {...register('nome')} autoComplete="given-name" required />}
        </Field>
        <Field label={t('contact.lastName')} error={errorText(errors.cognome, 'validation.singleLine')}>
          {(props) => <input {...props} {...register('cognome')} autoComplete="family-name" required />}
        </Field>
        <Field label={t('contact.email')} error={errorText(errors.mail, 'validation.invalidEmail')}>
          {(props) => (
            <input {...props} {...register('mail')} type="email" autoComplete="email" inputMode="email" required />
          )}
        </Field>
        <Field label={t('contact.phone')} error={errorText(errors.telefono, 'validation.invalidPhone')}>
          {(props) => <input {...props} {...register('telefono')} type="tel" autoComplete="tel" required />}
        </Field>
        <Field className="span-2" label={t('contact.request')} error={errorText(errors.richiesta)}>
          {(props) => <textarea {...props} {...register('richiesta')} rows={6} required />}
        </Field>
      </div>
      <p className="forms-privacy-note">
        <Trans t={t} i18nKey="contact.privacyNote" components={{ policy: <Link to="/privacy-policy" /> }} />
      </p>
      {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
      <div>
        <button type="submit" className="button button-primary" disabled={send.isPending}>
          {send.isPending ? t('contact.sending') : t('contact.submit')}
        </button>
      </div>
    </CheckedForm>
  );
}
