import { type CourseStatus, titleToSlug } from '@cammini/contract';
import { type FormEvent, useState } from 'react';
import { type DefaultValues, type FieldValues, type Path, type Resolver, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type AdminOutcome, failed, saved, useAdminSave } from '../../../lib/admin/use-admin-save';
import { useCheckedForm } from '../../../lib/forms/use-checked-form';
import { useFieldText } from '../../../lib/forms/use-field-text';
import type { CourseKind } from '../api/course-saves';
import type { CourseFormAnswer, useSendCourseForm } from '../api/send-course-form';
import { COURSE_FIELD_TEXTS } from '../forms/form-problems';
import { useFailureReport } from './use-failure-report';

/** What both course forms' values have: the title and the status a save shows in its outcome. */
type CourseValues = FieldValues & { title: string; status: CourseStatus };

const EDIT_PATHS = { course: '/editcorso', onlineCourse: '/editmeditazione' } as const;

interface CourseFormOptions<TInput extends FieldValues, TValues extends CourseValues, TMedia> {
  kind: CourseKind;
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
  /** The message and link shown after a new course is published (a draft leads to its edit form instead). */
  published: (values: TValues) => { text: string; link: NonNullable<AdminOutcome['link']> };
  onSaved?: (values: TValues, answer: CourseFormAnswer) => void;
  initialOutcome?: AdminOutcome | null;
  /**
   * Asked once the form is valid, before it is sent: true when the form takes over (it asks the admin
   * something first) and calls `send` itself once answered.
   */
  holdBeforeSending?: (values: TValues, send: () => void) => boolean;
}

/**
 * The shell both course forms share: the form state, the files, the checks before sending, the save
 * with its progress, and the outcome (a new course empties the form, an edit hands over to `onSaved`).
 */
export function useCourseForm<TInput extends FieldValues, TValues extends CourseValues, TMedia>(
  options: CourseFormOptions<TInput, TValues, TMedia>,
) {
  const { t } = useTranslation('admin-courses');
  const problemText = useFieldText('admin-courses', COURSE_FIELD_TEXTS);
  const { save, editing } = options;
  const [media, setMedia] = useState(options.initialMedia);
  const [otherErrors, setOtherErrors] = useState<Record<string, string>>({});
  const state = useAdminSave(options.initialOutcome ?? null);
  // Focus goes to the first invalid field of the page, files and lessons included.
  const { form, invalid: invalidSubmit } = useCheckedForm<TInput, TValues>({
    resolver: options.resolver,
    defaultValues: options.defaultValues as DefaultValues<TInput>,
  });
  const status: CourseStatus = useWatch({ control: form.control, name: 'status' as Path<TInput> }) ?? 'published';
  // A new course is published, or saved unlisted as a draft (or archived).
  const submitLabel = editing
    ? t(`${options.kind}.save`)
    : t(status === 'published' ? `${options.kind}.publish` : `${options.kind}.saveUnlisted`);
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
    if (values.status !== 'published') {
      // Its public page does not answer yet: the way back to it is its edit form.
      const edit = `${EDIT_PATHS[options.kind]}/${titleToSlug(values.title)}`;
      state.settle(saved(t(`${options.kind}.savedUnlisted`), { to: edit, label: t(`${options.kind}.edit`) }));
      return;
    }
    const { text, link } = options.published(values);
    state.settle(saved(text, link));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const problems = options.mediaProblems(media);
    const extraPassed = options.extraChecks?.(media) ?? true;
    setOtherErrors(problems);
    state.begin();
    invalidSubmit.clear();
    const invalid = () => {
      state.settle(failed(t('validation.fixFields')));
      invalidSubmit.report();
    };
    const send = (values: TValues) => {
      if (Object.keys(problems).length > 0 || !extraPassed) {
        invalid();
        return;
      }
      if (options.holdBeforeSending?.(values, () => upload(values))) return;
      upload(values);
    };
    const upload = (values: TValues) => {
      state.begin();
      state.onProgress(0);
      save.mutate(
        { method: editing ? 'PUT' : 'POST', form: options.formData(values, media), onProgress: state.onProgress },
        {
          onSuccess: (answer) => (editing ? options.onSaved?.(values, answer) : published(values)),
          onError: (error) => {
            state.settle(failed(reportFailure(error)));
            invalidSubmit.report();
          },
          onSettled: () => state.onProgress(null),
        },
      );
    };
    void form.handleSubmit(send, invalid)(event);
  }

  return {
    form,
    status,
    submitLabel,
    media,
    changeMedia,
    otherError,
    problemText,
    outcome: state.outcome,
    progress: state.progress,
    onSubmit,
    /** The form's element and the count its ErrorSummary announces. */
    invalidSubmit,
  };
}
