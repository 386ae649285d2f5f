import {
  ContentTextLimits,
  type Topic,
  TopicFormFields,
  type TopicFormInput,
  type TopicFormValues,
} from '@cammini/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MediaField } from '../../../components/admin/media-field';
import { SaveOutcomeAlert } from '../../../components/admin/save-outcome-alert';
import { Field } from '../../../components/ui/field';
import { failed, saved, useAdminSave } from '../../../lib/admin/use-admin-save';
import { useSaveTopic } from '../api/topics';
import { applyServerFields } from '../forms/field-messages';
import { useContentErrorText } from '../hooks/use-content-error-text';
import { useSaveFailureText } from '../hooks/use-save-failure-text';
import { FormActions } from './form-actions';

const empty: TopicFormInput = { title: '', description: '' };

/** Add a topic, or edit `topic`: title, description and an optional cover photo. An edit then leads to /soluzioni. */
export function TopicForm({ topic }: { topic?: Topic }) {
  const { t } = useTranslation('admin-content');
  const errorText = useContentErrorText();
  const save = useSaveTopic();
  const state = useAdminSave();
  const failureText = useSaveFailureText();
  const [photo, setPhoto] = useState<File[]>([]);
  const [savedPhoto, setSavedPhoto] = useState<string[]>(topic?.fileUrl ? [topic.fileUrl] : []);
  const [photoError, setPhotoError] = useState<string>();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<TopicFormInput, unknown, TopicFormValues>({
    resolver: zodResolver(TopicFormFields),
    defaultValues: topic ? { title: topic.title, description: topic.description } : empty,
  });

  const onSubmit = handleSubmit(async (values) => {
    state.begin();
    setPhotoError(undefined);
    try {
      await save.mutateAsync({
        values,
        photo: photo[0],
        removePhoto: Boolean(topic?.fileUrl) && savedPhoto.length === 0,
        current: topic,
        onProgress: state.onProgress,
      });
      state.settle(saved(t('topic.saved'), { to: '/soluzioni', label: t('topic.viewList') }));
      if (topic) state.leaveFor('/soluzioni');
      else {
        reset(empty);
        setPhoto([]);
      }
    } catch (error) {
      setPhotoError(applyServerFields(error, setError, ['title', 'description'], { newTitle: 'title' }).foto);
      state.settle(failed(failureText(error, { failed: t('topic.failed') })));
    }
  });

  return (
    <form className="admin-form" noValidate onSubmit={onSubmit} aria-busy={save.isPending}>
      <Field label={t('topic.title')} error={errorText(errors.title?.message)}>
        {(props) => (
          <input
            {...props}
            {...register('title')}
            maxLength={ContentTextLimits.topicTitle}
            autoComplete="off"
            required
          />
        )}
      </Field>
      <Field label={t('topic.description')} error={errorText(errors.description?.message)}>
        {(props) => (
          <textarea
            {...props}
            {...register('description')}
            rows={5}
            maxLength={ContentTextLimits.topicDescription}
            required
          />
        )}
      </Field>
      <MediaField
        label={t('topic.photo')}
        kind="image"
        files={photo}
        onFilesChange={setPhoto}
        existing={savedPhoto}
        onExistingChange={setSavedPhoto}
        error={errorText(photoError)}
        hint={topic ? t('media.replaceHint') : t('media.optionalHint')}
      />
      <SaveOutcomeAlert outcome={state.outcome} />
      <FormActions label={t('actions.publish')} pending={save.isPending} progress={state.progress} />
    </form>
  );
}
