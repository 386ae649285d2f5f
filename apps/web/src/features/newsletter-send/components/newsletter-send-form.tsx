import { type Language, NEWSLETTER_SUBJECT_MAX, type NewsletterPreviewResponse } from '@cammini/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Eye, MailCheck, Send } from 'lucide-react';
import { useState } from 'react';
import { Controller, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '../../../components/admin/rich-text-editor';
import { Alert } from '../../../components/ui/alert';
import { CheckedForm } from '../../../components/ui/checked-form';
import { Field } from '../../../components/ui/field';
import { uploadNewsletterImage } from '../../../lib/admin/upload-image';
import { useAdminSave } from '../../../lib/admin/use-admin-save';
import { problemOf } from '../../../lib/forms/problem-of';
import { refusalText } from '../../../lib/forms/refusal-text';
import { useCheckedForm } from '../../../lib/forms/use-checked-form';
import { usePreviewNewsletter, useSendNewsletterTest } from '../api/newsletter-preview';
import { useSendNewsletter } from '../api/newsletters';
import {
  emptyNewsletter,
  NewsletterForm,
  type NewsletterFormInput,
  type NewsletterFormValues,
} from '../forms/newsletter-form';
import { NewsletterPreviewFrame } from './newsletter-preview-frame';

type Outcome = { tone: 'success' | 'info' | 'error'; text: string };
type Preview = Pick<NewsletterPreviewResponse, 'subject' | 'html' | 'recipients'>;

/**
 * Subject and rich body. Before it goes out: a preview laid out by the server's own renderer, a
 * test copy to the admin's address, and a confirmation that says how many subscribers receive it.
 */
export function NewsletterSendForm() {
  const { t } = useTranslation('admin-business');
  const send = useSendNewsletter();
  const preview = usePreviewNewsletter();
  const test = useSendNewsletterTest();
  const save = useAdminSave<Outcome>();
  const [shown, setShown] = useState<Preview | null>(null);
  const [language, setLanguage] = useState<Language>('it');
  const { form, invalid, submitChecked } = useCheckedForm<NewsletterFormInput, NewsletterFormValues>({
    resolver: zodResolver(NewsletterForm),
    defaultValues: emptyNewsletter,
  });
  const { register, control, reset } = form;
  const { errors } = form.formState;
  const busy = send.isPending || preview.isPending || test.isPending;

  const errorText = (error: FieldError | undefined) =>
    error?.message ? t(error.message, { max: NEWSLETTER_SUBJECT_MAX }) : undefined;

  const failure = (error: unknown, fallback: string): Outcome => {
    const text = problemOf(error)?.status === 0 ? t('newsletter.network') : (refusalText(error) ?? t(fallback));
    return { tone: 'error', text };
  };

  // The preview and the test copy check the fields as the sending does.
  const onPreview = submitChecked((values) => {
    save.begin();
    preview.mutate(
      { ...values, language },
      {
        onSuccess: (answer) => setShown(answer),
        onError: (error) => save.settle(failure(error, 'newsletter.preview.error')),
      },
    );
  });

  const onTest = submitChecked((values) => {
    save.begin();
    test.mutate(
      { ...values, language },
      {
        onSuccess: ({ to }) => save.settle({ tone: 'success', text: t('newsletter.test.sent', { to }) }),
        onError: (error) => save.settle(failure(error, 'newsletter.test.error')),
      },
    );
  });

  const onSubmit = submitChecked(async (values) => {
    save.begin();
    // The count comes from the server at the moment of sending, never from an older preview.
    let recipients: number;
    try {
      recipients = (await preview.mutateAsync({ ...values, language })).recipients;
    } catch (error) {
      save.settle(failure(error, 'newsletter.error'));
      return;
    }
    const question = recipients > 0 ? t('newsletter.confirm', { count: recipients }) : t('newsletter.confirmNobody');
    if (!window.confirm(question)) return;
    send.mutate(values, {
      onSuccess: ({ queued }) => {
        reset(emptyNewsletter);
        setShown(null);
        save.settle(
          queued > 0
            ? { tone: 'success', text: t('newsletter.queued', { count: queued }) }
            : { tone: 'info', text: t('newsletter.noSubscribers') },
        );
      },
      onError: (error) => save.settle(failure(error, 'newsletter.error')),
    });
  });

  return (
    <CheckedForm invalid={invalid} className="admin-form" onSubmit={onSubmit} aria-busy={busy}>
      <Field label={t('newsletter.subject')} error={errorText(errors.oggetto)}>
        {(props) => <input {...props} {...register('oggetto')} maxLength={NEWSLETTER_SUBJECT_MAX} required />}
      </Field>
      <Controller
        control={control}
        name="contenuto"
        render={({ field, fieldState }) => (
          <RichTextEditor
            label={t('newsletter.content')}
            value={field.value}
            onChange={field.onChange}
            error={errorText(fieldState.error)}
            uploadImage={uploadNewsletterImage}
          />
        )}
      />
      <p className="field-hint">{t('newsletter.imagesHint')}</p>
      {save.outcome && <Alert tone={save.outcome.tone}>{save.outcome.text}</Alert>}
      <div className="admin-form__actions newsletter-actions">
        <Field label={t('newsletter.preview.language')}>
          {(props) => (
            <select {...props} value={language} onChange={(event) => setLanguage(event.target.value as Language)}>
              <option value="it">{t('newsletter.preview.italian')}</option>
              <option value="en">{t('newsletter.preview.english')}</option>
            </select>
          )}
        </Field>
        <button type="button" className="button button-secondary" disabled={busy} onClick={onPreview}>
          <Eye aria-hidden="true" size={18} />
          {preview.isPending && !send.isPending ? t('newsletter.preview.loading') : t('newsletter.preview.show')}
        </button>
        <button type="button" className="button button-secondary" disabled={busy} onClick={onTest}>
          <MailCheck aria-hidden="true" size={18} />
          {test.isPending ? t('newsletter.test.sending') : t('newsletter.test.send')}
        </button>
        <button type="submit" className="button button-primary" disabled={busy}>
          <Send aria-hidden="true" size={18} />
          {send.isPending ? t('newsletter.sending') : t('newsletter.submit')}
        </button>
      </div>
      {shown && <NewsletterPreviewFrame {...shown} />}
    </CheckedForm>
  );
}
