import { type FormEvent, useState } from 'react';
import { type DefaultValues, type FieldValues, type Path, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type AdminOutcome, failed, saved, useAdminSave } from '../../../lib/admin/use-admin-save';
import type { useSendCourseForm } from '../api/send-course-form';
import { useFailureReport } from './use-failure-report';
import { useProblemText } from './use-problem-text';

interface CourseFormOptions<TInput extends FieldValues, TValues extends FieldValues, TMedia> {
  kind: 'course' | 'onlineCourse';
  resolver: Resolver<TInput, unknown, TValues>;
  /** The saved course's values when editing, the empty form otherwise. */
  defaultValues: TInput;
  /** What a published new course leaves behind: the empty form and no files. */
  emptyValues: TInput;
  emptyMedia: () => TMedia;
  initialMedia: TMedia;
  /** The fields a server problem is shown on; the others' problems go to `otherError`. */
  textFields: readonly Path<TInput>[];
  failedKey: string;
  save: ReturnType<typeof useSendCourseForm>;
  editing: boolean;
  /** Problems the schema cannot see (the files), by server field name; empty when there are none. */
  mediaProblems: (media: TMedia) => Record<string, string>;
  /** Further checks with their own display (the lesson titles); true when they pass. */
  extraChecks?: (media: TMedia) => boolean;
  formData: (values: TValues, media: TMedia) => FormData;
  /** The message and link shown after a new course is published. */
  published: (values: TValues) => { text: string; link: NonNullable<AdminOutcome['link']> };
  onSaved?: (values: TValues) => void;
  initialOutcome?: AdminOutcome | null;
}

/**
 * The shell both course forms share: the form state, the files, the checks before sending, the save
 * with its progress, and the outcome (a new course empties the form, an edit hands over to `onSaved`).
 */
export function useCourseForm<TInput extends FieldValues, TValues extends FieldValues, TMedia>(
  options: CourseFormOptions<TInput, TValues, TMedia>,
) {
  const { t } = useTranslation('admin-courses');
  const problemText = useProblemText();
  const { save, editing } = options;
  const [media, setMedia] = useState(options.initialMedia);
  const [otherErrors, setOtherErrors] = useState<Record<string, string>>({});
  const state = useAdminSave(options.initialOutcome ?? null);
  const form = useForm<TInput, unknown, TValues>({
    resolver: options.resolver,
    defaultValues: options.defaultValues as DefaultValues<TInput>,
  });
  const reportFailure = useFailureReport<TInput>({
    kind: options.kind,
    failedKey: options.failedKey,
    textFields: options.textFields,
    setError: form.setError,
    setOtherErrors,
  });

  const changeMedia = (change: Partial<TMedia>) => setMedia((current) => ({ ...current, ...change }));
  /** The first problem of the named non-text fields, as text. */
  const otherError = (...fields: string[]) => {
    const message = fields.map((field) => otherErrors[field]).find(Boolean);
    return problemText(message ? { type: 'server', message } : undefined);
  };

  function published(values: TValues) {
    form.reset(options.emptyValues);
    setMedia(options.emptyMedia());
    const { text, link } = options.published(values);
    state.settle(saved(text, link));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const problems = options.mediaProblems(media);
    const extraPassed = options.extraChecks?.(media) ?? true;
    setOtherErrors(problems);
    state.begin();
    const invalid = () => state.settle(failed(t('validation.fixFields')));
    const send = (values: TValues) => {
      if (Object.keys(problems).length > 0 || !extraPassed) {
        invalid();
        return;
      }
      state.onProgress(0);
      save.mutate(
        { method: editing ? 'PUT' : 'POST', form: options.formData(values, media), onProgress: state.onProgress },
        {
          onSuccess: () => (editing ? options.onSaved?.(values) : published(values)),
          onError: (error) => state.settle(failed(reportFailure(error))),
          onSettled: () => state.onProgress(null),
        },
      );
    };
    void form.handleSubmit(send, invalid)(event);
  }

  return {
    form,
    media,
    changeMedia,
    otherError,
    problemText,
    outcome: state.outcome,
    progress: state.progress,
    onSubmit,
  };
}
