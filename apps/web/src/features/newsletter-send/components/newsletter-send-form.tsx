import { NEWSLETTER_SUBJECT_MAX } from '@cammini/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { Controller, type FieldError, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '../../../components/admin/rich-text-editor';
import { Alert } from '../../../components/ui/alert';
import { Field } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { useSendNewsletter } from '../api/newsletters';
import {
  emptyNewsletter,
  NewsletterForm,
  type NewsletterFormInput,
  type NewsletterFormValues,
} from '../forms/newsletter-form';

type Outcome = { tone: 'success' | 'info' | 'error'; text: string };

/** Subject and rich body; success says how many messages were queued. */
export function NewsletterSendForm() {
  const { t } = useTranslation('admin-business');
  const send = useSendNewsletter();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<NewsletterFormInput, unknown, NewsletterFormValues>({
    resolver: zodResolver(NewsletterForm),
    defaultValues: emptyNewsletter,
  });

  const errorText = (error: FieldError | undefined) =>
    error?.message ? t(error.message, { max: NEWSLETTER_SUBJECT_MAX }) : undefined;

  const onSubmit = handleSubmit((values) => {
    setOutcome(null);
    send.mutate(values, {
      onSuccess: ({ queued }) => {
        reset(emptyNewsletter);
        setOutcome(
          queued > 0
            ? { tone: 'success', text: t('newsletter.queued', { count: queued }) }
            : { tone: 'info', text: t('newsletter.noSubscribers') },
        );
      },
      onError: (error) =>
        setOutcome({
          tone: 'error',
          text:
            error instanceof ApiError
              ? error.status === 0
                ? t('newsletter.network')
                : error.message || t('newsletter.error')
              : t('newsletter.error'),
        }),
    });
  });

  return (
    <form method="post" className="admin-form" noValidate onSubmit={onSubmit} aria-busy={send.isPending}>
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
          />
        )}
      />
      {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
      <div className="admin-form__actions">
        <button type="submit" className="button button-primary" disabled={send.isPending}>
          <Send aria-hidden="true" size={18} />
          {send.isPending ? t('newsletter.sending') : t('newsletter.submit')}
        </button>
      </div>
    </form>
  );
}
