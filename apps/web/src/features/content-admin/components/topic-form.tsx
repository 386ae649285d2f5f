import {
  ContentTextLimits,
  type Topic,
  TopicFormFields,
  type TopicFormInput,
  type TopicFormValues,
} from '@cammini/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { SaveOutcomeAlert } from '../../../components/admin/save-outcome-alert';
import { CheckedForm } from '../../../components/ui/checked-form';
import { InputField, TextAreaField } from '../../../components/ui/field';
import { AS_SENT, useFieldText } from '../../../lib/forms/use-field-text';
import { useSaveTopic } from '../api/topics';
import { usePhotoItemForm } from '../hooks/use-photo-item-form';
import { FormActions } from './form-actions';

const empty: TopicFormInput = { title: '', description: '' };

/** Add a topic, or edit `topic`: title, description and an optional cover photo. An edit then leads to /soluzioni. */
export function TopicForm({ topic }: { topic?: Topic }) {
  const { t } = useTranslation('admin-content');
  const errorText = useFieldText('admin-content', { otherwise: AS_SENT });
  const save = useSaveTopic();
  const { register, errors, invalid, onSubmit, state, photoField } = usePhotoItemForm({
    kind: 'topic',
    savedPhotoUrl: topic?.fileUrl,
    editing: Boolean(topic),
    listPath: '/soluzioni',
    resolver: zodResolver(TopicFormFields),
    defaultValues: topic ? { title: topic.title, description: topic.description } : empty,
    empty,
    formFields: ['title', 'description'],
    renamed: { newTitle: 'title' },
    send: (values: TopicFormValues, upload) => save.mutateAsync({ values, ...upload, current: topic }),
  });

  return (
    <CheckedForm invalid={invalid} className="admin-form" onSubmit={onSubmit} aria-busy={save.isPending}>
      <InputField
        label={t('topic.title')}
        error={errorText(errors.title?.message)}
        {...register('title')}
        maxLength={ContentTextLimits.topicTitle}
        autoComplete="off"
        required
      />
      <TextAreaField
        label={t('topic.description')}
        error={errorText(errors.description?.message)}
        {...register('description')}
        rows={5}
        maxLength={ContentTextLimits.topicDescription}
        required
      />
      {photoField}
      <SaveOutcomeAlert outcome={state.outcome} />
      <FormActions label={t('actions.publish')} pending={save.isPending} progress={state.progress} />
    </CheckedForm>
  );
}
