import { ContentTextLimits, type Faq, FaqFormBody, type FaqFormInput, type FaqFormValues } from '@cammini/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { SaveOutcomeAlert } from '../../../components/admin/save-outcome-alert';
import { CheckedForm } from '../../../components/ui/checked-form';
import { Field } from '../../../components/ui/field';
import { failed, saved, useAdminSave } from '../../../lib/admin/use-admin-save';
import { problemOf } from '../../../lib/forms/problem-of';
import { placeServerFields } from '../../../lib/forms/server-fields';
import { useCheckedForm } from '../../../lib/forms/use-checked-form';
import { AS_SENT, useFieldText } from '../../../lib/forms/use-field-text';
import { useSaveFaq } from '../api/faqs';
import { useSaveFailureText } from '../hooks/use-save-failure-text';
import { FormActions } from './form-actions';

/** Add a FAQ, or edit `faq`: question and answer (plain text, a line per paragraph). Then the FAQ page. */
export function FaqForm({ faq }: { faq?: Faq }) {
  const { t } = useTranslation('admin-content');
  const errorText = useFieldText('admin-content', { otherwise: AS_SENT });
  const save = useSaveFaq();
  const state = useAdminSave();
  const failureText = useSaveFailureText();
  const texts = faq ? 'faq.edit' : 'faq.add';
  const { form, invalid, submitChecked } = useCheckedForm<FaqFormInput, FaqFormValues>({
    resolver: zodResolver(FaqFormBody),
    defaultValues: { question: faq?.question ?? '', answer: faq?.answer ?? '' },
  });
  const {
    register,
    setError,
    formState: { errors },
  } = form;

  const onSubmit = submitChecked(async (values) => {
    state.begin();
    try {
      await save.mutateAsync({ values, current: faq });
      state.settle(saved(t(`${texts}.saved`)));
      state.leaveFor('/faq');
    } catch (error) {
      placeServerFields(error, setError, {
        namespace: 'admin-content',
        formFields: ['question', 'answer'],
        focus: true,
      });
      if (problemOf(error)?.fields) invalid.report();
      state.settle(
        failed(
          failureText(error, {
            failed: t(`${texts}.failed`),
            network: faq ? undefined : t('faq.add.network'),
          }),
        ),
      );
    }
  });

  return (
    <CheckedForm invalid={invalid} className="admin-form" onSubmit={onSubmit} aria-busy={save.isPending}>
      <Field label={t('faq.question')} error={errorText(errors.question?.message)}>
        {(props) => (
          <input
            {...props}
            {...register('question')}
            maxLength={ContentTextLimits.faqQuestion}
            autoComplete="off"
            required
          />
        )}
      </Field>
      <Field label={t('faq.answer')} hint={t('faq.answerHint')} error={errorText(errors.answer?.message)}>
        {(props) => (
          <textarea {...props} {...register('answer')} rows={8} maxLength={ContentTextLimits.faqAnswer} required />
        )}
      </Field>
      <SaveOutcomeAlert outcome={state.outcome} />
      <FormActions label={t('actions.publish')} pending={save.isPending} />
    </CheckedForm>
  );
}
