import {
  LessonTitle,
  type OnlineCourseEditView,
  OnlineCourseFormFields,
  type OnlineCourseFormInput,
  type OnlineCourseFormValues,
  problem,
} from '@cammini/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { type FormEvent, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MediaField } from '../../../components/admin/media-field';
import { titleToSlug } from '../../../lib/titles';
import { useSaveOnlineCourse } from '../api/save-online-course';
import { type OnlineCourseMedia, onlineCourseFormData } from '../forms/course-form-data';
import { emptyOnlineCourseForm, onlineCourseFormFromView } from '../forms/course-form-values';
import type { FieldProblem } from '../forms/form-problems';
import { inStoredOrder, type LessonItem, savedLessons } from '../forms/lesson-items';
import { useFailureReport } from '../hooks/use-failure-report';
import { useProblemText } from '../hooks/use-problem-text';
import { FormFooter, type FormOutcome } from './form-footer';
import { LessonListField } from './lesson-list-field';
import { ReferenceFields } from './reference-fields';
import { TextField } from './text-field';
import '../../../styles/admin-courses.css';

const TEXT_FIELDS = [
  'title',
  'author',
  'category',
  'intro',
  'description',
  'price',
  'facilitatorPrice',
  'affiliatePrice',
] as const satisfies readonly (keyof OnlineCourseFormInput)[];

const PRICE_INPUT = { type: 'number', inputMode: 'decimal', min: 0, step: 0.01 } as const;

const initialMedia = (course?: OnlineCourseEditView): OnlineCourseMedia => ({
  cover: [],
  mainVideo: [],
  lessons: course ? savedLessons(course.lessons) : [],
});

/** The file rules the schema cannot see: a cover and a main video, new or saved. */
function mediaProblems(media: OnlineCourseMedia, course: OnlineCourseEditView | undefined) {
  const problems: Record<string, string> = {};
  if (media.cover.length === 0 && !course?.immagineCopertina) problems.coverImage = problem('coverRequired');
  if (media.mainVideo.length === 0 && !course?.mainVideo) problems.video = problem('mainVideoRequired');
  return problems;
}

/** Every lesson needs a title of one line. */
function lessonTitleProblems(lessons: readonly LessonItem[]): Record<string, FieldProblem> {
  const problems: Record<string, FieldProblem> = {};
  for (const lesson of lessons) {
    const issue = LessonTitle.safeParse(lesson.title).error?.issues[0];
    if (issue) problems[lesson.key] = { type: issue.code, message: issue.message };
  }
  return problems;
}

interface OnlineCourseFormProps {
  course?: OnlineCourseEditView;
  /** Set when the page shows the form again after a save. */
  initialOutcome?: FormOutcome | null;
  /** Called after an edit is saved; a new course instead empties the form. */
  onSaved?: (values: OnlineCourseFormValues) => void;
}

/** /addmeditazione and /editmeditazione/{title}: the online course, its trailer and its lessons. */
export function OnlineCourseForm({ course, initialOutcome = null, onSaved }: OnlineCourseFormProps) {
  const { t } = useTranslation('admin-courses');
  const problemText = useProblemText();
  const save = useSaveOnlineCourse();
  const [media, setMedia] = useState(() => initialMedia(course));
  const [otherErrors, setOtherErrors] = useState<Record<string, string>>({});
  const [titleErrors, setTitleErrors] = useState<Record<string, FieldProblem>>({});
  const [outcome, setOutcome] = useState<FormOutcome | null>(initialOutcome);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<OnlineCourseFormInput, unknown, OnlineCourseFormValues>({
    resolver: zodResolver(OnlineCourseFormFields),
    defaultValues: course ? onlineCourseFormFromView(course) : emptyOnlineCourseForm,
  });
  const reportFailure = useFailureReport<OnlineCourseFormInput>({
    kind: 'onlineCourse',
    failedKey: course ? 'onlineCourse.saveFailed' : 'onlineCourse.publishFailed',
    textFields: TEXT_FIELDS,
    setError,
    setOtherErrors,
  });
  const changeMedia = (change: Partial<OnlineCourseMedia>) => setMedia((current) => ({ ...current, ...change }));
  const otherError = (...fields: string[]) => {
    const message = fields.map((field) => otherErrors[field]).find(Boolean);
    return problemText(message ? { type: 'server', message } : undefined);
  };

  function published(values: OnlineCourseFormValues) {
    reset(emptyOnlineCourseForm);
    setMedia(initialMedia());
    setOutcome({
      tone: 'success',
      text: t('onlineCourse.published'),
      action: (
        <Link className="text-link" to={`/onlinecoursedetail/${titleToSlug(values.title)}`}>
          {t('onlineCourse.view')}
        </Link>
      ),
    });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const problems = mediaProblems(media, course);
    const lessonProblems = lessonTitleProblems(media.lessons);
    setOtherErrors(problems);
    setTitleErrors(lessonProblems);
    setOutcome(null);
    const invalid = () => setOutcome({ tone: 'error', text: t('validation.fixFields') });
    const send = (values: OnlineCourseFormValues) => {
      if (Object.keys(problems).length + Object.keys(lessonProblems).length > 0) {
        invalid();
        return;
      }
      const lessons = inStoredOrder(media.lessons);
      save.mutate(
        { method: course ? 'PUT' : 'POST', form: onlineCourseFormData(values, { ...media, lessons }, course?.title) },
        {
          onSuccess: () => (course ? onSaved?.(values) : published(values)),
          onError: (error) => setOutcome({ tone: 'error', text: reportFailure(error) }),
        },
      );
    };
    void handleSubmit(send, invalid)(event);
  }

  return (
    <form className="admin-form course-form" noValidate onSubmit={onSubmit} aria-busy={save.isPending}>
      <TextField
        label={t('fields.title')}
        registration={register('title')}
        error={problemText(errors.title)}
        required
      />
      <ReferenceFields control={control} />
      <TextField
        label={t('fields.intro')}
        registration={register('intro')}
        error={problemText(errors.intro)}
        rows={2}
        required
      />
      <TextField
        label={t('fields.description')}
        registration={register('description')}
        error={problemText(errors.description)}
        hint={t('fields.descriptionHint')}
        rows={8}
        required
      />
      <fieldset className="course-form__group">
        <legend>{t('fields.prices')}</legend>
        <div className="course-form__row course-form__row--three">
          <TextField
            label={t('fields.price')}
            registration={register('price')}
            error={problemText(errors.price)}
            input={PRICE_INPUT}
            required
          />
          <TextField
            label={t('fields.facilitatorPrice')}
            registration={register('facilitatorPrice')}
            error={problemText(errors.facilitatorPrice)}
            hint={t('fields.facilitatorPriceHint')}
            input={PRICE_INPUT}
            required
          />
          <TextField
            label={t('fields.affiliatePrice')}
            registration={register('affiliatePrice')}
            error={problemText(errors.affiliatePrice)}
            hint={t('fields.affiliatePriceHint')}
            input={PRICE_INPUT}
            required
          />
        </div>
      </fieldset>
      <MediaField
        label={t('fields.coverImage')}
        kind="image"
        files={media.cover}
        onFilesChange={(cover) => changeMedia({ cover })}
        existing={course?.immagineCopertina ? [course.immagineCopertina] : []}
        hint={course ? t('fields.coverImageHint') : undefined}
        error={otherError('coverImage')}
        required
      />
      <MediaField
        label={t('fields.mainVideo')}
        kind="video"
        files={media.mainVideo}
        onFilesChange={(mainVideo) => changeMedia({ mainVideo })}
        existing={course?.mainVideo ? [course.mainVideo] : []}
        hint={t('fields.mainVideoHint')}
        error={otherError('video')}
        required
      />
      <LessonListField
        lessons={media.lessons}
        onChange={(lessons) => changeMedia({ lessons })}
        error={otherError('videos', 'lessonTitles', 'existingVideos')}
        titleErrors={Object.fromEntries(
          Object.entries(titleErrors).map(([key, problem]) => [key, problemText(problem) ?? '']),
        )}
      />
      <FormFooter
        outcome={outcome}
        progress={save.progress}
        sending={save.isPending}
        label={course ? t('onlineCourse.save') : t('onlineCourse.publish')}
        sendingLabel={t('onlineCourse.sending')}
      />
    </form>
  );
}
