import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CheckedForm } from '../../../components/ui/checked-form';
import { Field } from '../../../components/ui/field';
import { problemIssues } from '../../../lib/forms/issue-problems';
import { useFieldText } from '../../../lib/forms/use-field-text';
import { useSendContactMessage } from '../api/send-contact-message';
import { type ContactFormOutput, ContactFormSchema, emptyContact } from '../forms/contact-form';
import { usePublicSend } from '../hooks/use-public-send';
import { SendFooter } from './send-footer';

/**
 * The /contatti form. Answering a request needs no consent under the GDPR (art. 6.1.b), only the
 * notice: the form shows it beside the button and sends `privacy: true` to record that it was shown.
 */
export function ContactForm() {
  const { t } = useTranslation('forms');
  const errorText = useFieldText('forms');
  const send = useSendContactMessage();
  const { register, errors, invalid, outcome, onSubmit } = usePublicSend({
    resolver: zodResolver(ContactFormSchema, problemIssues),
    empty: emptyContact,
    send,
    body: (values: ContactFormOutput) => ({ ...values, privacy: true }),
    sentKey: 'contact.emailSent',
    failedKey: 'contact.emailError',
  });

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
      <SendFooter
        outcome={outcome}
        sending={send.isPending}
        label={t('contact.submit')}
        sendingLabel={t('contact.sending')}
      />
    </CheckedForm>
  );
}
