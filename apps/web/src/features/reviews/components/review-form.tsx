import { problem, REVIEW_MAX_LENGTH, REVIEW_MIN_LENGTH } from '@cammini/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { CheckedForm } from '../../../components/ui/checked-form';
import { Field } from '../../../components/ui/field';
import { problemIssues } from '../../../lib/forms/issue-problems';
import { problemOf } from '../../../lib/forms/problem-of';
import { useCheckedForm } from '../../../lib/forms/use-checked-form';
import { type FieldErrorLike, useFieldText } from '../../../lib/forms/use-field-text';
import { useProfile } from '../../../lib/queries/profile';
import { useCreateReview } from '../api/create-review';
import {
  emptyReview,
  type ReviewFormInput,
  type ReviewFormValues,
  ReviewForm as ReviewSchema,
} from '../forms/review-form';
import { RatingInput } from './rating-input';

/** The success message vanishes after 3 seconds. */
export const REVIEW_SUCCESS_MS = 3000;

/**
 * The home catalogue's key for a problem (its texts are `review.validation.*`): a rule the contract words
 * itself (in Italian) by the kind of its zod issue.
 */
function ownKey(error: FieldErrorLike): string {
  if (error.message === problem('required')) return 'review.validation.required';
  if (error.message === problem('personName')) return 'review.validation.personName';
  if (error.type === 'too_small') return 'review.validation.tooShort';
  if (error.type === 'too_big') return 'review.validation.tooLong';
  return 'review.validation.required';
}

const REVIEW_TEXTS = { otherwise: ownKey, values: { min: REVIEW_MIN_LENGTH, max: REVIEW_MAX_LENGTH } };

/**
 * The /review form: name, surname, text and a 1–5 rating (5 by default). The name and surname are
 * the account's own, shown read-only: the server signs every review with them.
 */
export function ReviewForm() {
  const { t } = useTranslation('home');
  /** The contract words some rules itself (in Italian); the form shows its own translation of them. */
  const errorText = useFieldText('home', REVIEW_TEXTS);
  const create = useCreateReview();
  const profile = useProfile().data;
  const [showSuccess, setShowSuccess] = useState<'pending' | 'published' | false>(false);
  const { form, invalid, submitChecked } = useCheckedForm<ReviewFormInput, ReviewFormValues>({
    resolver: zodResolver(ReviewSchema, problemIssues),
    defaultValues: emptyReview,
  });
  const { register, control, reset } = form;
  const { errors } = form.formState;

  useEffect(() => {
    if (!showSuccess) return;
    const timer = window.setTimeout(() => setShowSuccess(false), REVIEW_SUCCESS_MS);
    return () => window.clearTimeout(timer);
  }, [showSuccess]);

  const onSubmit = submitChecked((values) => {
    setShowSuccess(false);
    create.mutate(values, {
      onSuccess: (answer) => {
        reset(emptyReview);
        setShowSuccess(answer.status === 'pending' ? 'pending' : 'published');
      },
    });
  });

  const failure = create.isError ? describeFailure(create.error) : null;

  return (
    <CheckedForm invalid={invalid} className="form review-form" onSubmit={onSubmit} aria-busy={create.isPending}>
      <div className="form-grid">
        <Field label={t('review.name')} hint={t('review.nameFromAccount')}>
          {(props) => <input {...props} value={profile?.name ?? ''} readOnly autoComplete="given-name" />}
        </Field>
        <Field label={t('review.surname')}>
          {(props) => <input {...props} value={profile?.surname ?? ''} readOnly autoComplete="family-name" />}
        </Field>
      </div>
      <Controller
        control={control}
        name="rating"
        render={({ field, fieldState }) => (
          <RatingInput
            value={Number(field.value)}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errorText(fieldState.error, 'review.validation.rating')}
          />
        )}
      />
      <Field
        label={t('review.text')}
        hint={t('review.textHint', { min: REVIEW_MIN_LENGTH })}
        error={errorText(errors.review)}
      >
        {(props) => <textarea {...props} {...register('review')} rows={6} maxLength={REVIEW_MAX_LENGTH} required />}
      </Field>
      {showSuccess === 'published' && <Alert tone="success">{t('review.reviewSuccess')}</Alert>}
      {showSuccess === 'pending' && <Alert tone="success">{t('review.reviewPending')}</Alert>}
      {failure && <Alert tone={failure.tone}>{t(failure.key)}</Alert>}
      <button type="submit" className="button button-primary button-block" disabled={create.isPending}>
        {create.isPending ? t('review.submitting') : t('review.submit')}
      </button>
    </CheckedForm>
  );
}

/** A 429 is the one-review-a-day rule (or too many attempts): said kindly, as information, not as an error. */
function describeFailure(failure: unknown): { key: string; tone: 'error' | 'info' } {
  const error = problemOf(failure);
  if (!error) return { key: 'review.reviewError', tone: 'error' };
  if (error.status === 429) return { key: 'review.tooSoon', tone: 'info' };
  if (error.status === 401) return { key: 'review.sessionExpired', tone: 'error' };
  if (error.status === 0) return { key: 'review.network', tone: 'error' };
  return { key: 'review.reviewError', tone: 'error' };
}
