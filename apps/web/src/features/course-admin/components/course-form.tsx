import {
  type CourseEditView,
  CourseFormFields,
  type CourseFormInput,
  type CourseFormValues,
  problem,
} from '@cammini/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { type FormEvent, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MediaField } from '../../../components/admin/media-field';
import { titleToSlug } from '../../../lib/titles';
import { useSaveCourse } from '../api/save-course';
import { type CourseMedia, courseFormData } from '../forms/course-form-data';
import { courseFormFromView, emptyCourseForm } from '../forms/course-form-values';
import { useFailureReport } from '../hooks/use-failure-report';
import { useProblemText } from '../hooks/use-problem-text';
import { DateChoiceField } from './date-choice-field';
import { FormFooter, type FormOutcome } from './form-footer';
import { ReferenceFields } from './reference-fields';
import { SavedCourseVideo } from './saved-course-video';
import { TextField } from './text-field';
import '../../../styles/admin-courses.css';

const TEXT_FIELDS = [
  'title',
  'author',
  'category',
  'intro',
  'location',
  'description',
  'price',
  'affiliatePrice',
  'facilitatorPrice',
  'dateMode',
  'courseStartDate',
  'courseEndDate',
] as const satisfies readonly (keyof CourseFormInput)[];

const initialMedia = (course?: CourseEditView): CourseMedia => ({
  cover: [],
  photos: [],
  videos: [],
  keptImages: course?.immaginiRappresentative ?? [],
  keptVideos: course?.videos.map((video) => video.position) ?? [],
});

/**
 * The file rules the schema cannot see: a cover (new or saved) always, and a video when the course is
 * new. An edit needs none: courses published before videos were asked for (the demo ones) have none.
 */
function mediaProblems(media: CourseMedia, course: CourseEditView | undefined): Record<string, string> {
  const problems: Record<string, string> = {};
  if (media.cover.length === 0 && !course?.immagineCopertina) problems.coverImage = problem('coverRequired');
  if (!course && media.videos.length === 0) problems.videos = problem('videoRequired');
  return problems;
}

interface CourseFormProps {
  /** The saved course when editing; without it the form publishes a new one. */
  course?: CourseEditView;
  /** Called after an edit is saved (the page then leaves); a new course instead empties the form. */
  onSaved?: (values: CourseFormValues) => void;
}

/** /addcorso and /editcorso/{title}: the in-person course with its dates, prices, pictures and videos. */
export function CourseForm({ course, onSaved }: CourseFormProps) {
  const { t } = useTranslation('admin-courses');
  const problemText = useProblemText();
  const save = useSaveCourse();
  const [media, setMedia] = useState(() => initialMedia(course));
  const [mediaErrors, setMediaErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    setValue,
    formState: { errors },
  } = useForm<CourseFormInput, unknown, CourseFormValues>({
    resolver: zodResolver(CourseFormFields),
    defaultValues: course ? courseFormFromView(course) : emptyCourseForm,
  });
  const reportFailure = useFailureReport<CourseFormInput>({
    kind: 'course',
    failedKey: 'course.publishFailed',
    textFields: TEXT_FIELDS,
    setError,
    setOtherErrors: setMediaErrors,
  });
  const changeMedia = (change: Partial<CourseMedia>) => setMedia((current) => ({ ...current, ...change }));
  const mediaError = (field: string) =>
    problemText(mediaErrors[field] ? { type: 'server', message: mediaErrors[field] } : undefined);

  function published(values: CourseFormValues) {
    reset(emptyCourseForm);
    setMedia(initialMedia());
    setOutcome({
      tone: 'success',
      text: t('course.published'),
      action: (
        <Link className="text-link" to={`/courseDetail/${titleToSlug(values.title)}`}>
          {t('course.view')}
        </Link>
      ),
    });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const problems = mediaProblems(media, course);
    setMediaErrors(problems);
    setOutcome(null);
    const send = (values: CourseFormValues) => {
      if (Object.keys(problems).length > 0) {
        setOutcome({ tone: 'error', text: t('validation.fixFields') });
        return;
      }
      save.mutate(
        { method: course ? 'PUT' : 'POST', form: courseFormData(values, media, course?.title) },
        {
          onSuccess: () => (course ? onSaved?.(values) : published(values)),
          onError: (error) => setOutcome({ tone: 'error', text: reportFailure(error) }),
        },
      );
    };
    void handleSubmit(send, () => setOutcome({ tone: 'error', text: t('validation.fixFields') }))(event);
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
        label={t('fields.location')}
        registration={register('location')}
        error={problemText(errors.location)}
        hint={t('fields.locationHint')}
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
            input={{ type: 'number', inputMode: 'decimal', min: 0, step: 0.01 }}
            required
          />
          <TextField
            label={t('fields.affiliatePrice')}
            registration={register('affiliatePrice')}
            error={problemText(errors.affiliatePrice)}
            hint={t('fields.affiliatePriceHint')}
            input={{ type: 'number', inputMode: 'decimal', min: 0, step: 0.01 }}
          />
          <TextField
            label={t('fields.facilitatorPrice')}
            registration={register('facilitatorPrice')}
            error={problemText(errors.facilitatorPrice)}
            hint={t('fields.facilitatorPriceHint')}
            input={{ type: 'number', inputMode: 'decimal', min: 0, step: 0.01 }}
          />
        </div>
      </fieldset>
      <DateChoiceField control={control} register={register} setValue={setValue} errors={errors} />
      <MediaField
        label={t('fields.coverImage')}
        kind="image"
        files={media.cover}
        onFilesChange={(cover) => changeMedia({ cover })}
        existing={course?.immagineCopertina ? [course.immagineCopertina] : []}
        hint={course ? t('fields.coverImageHint') : undefined}
        error={mediaError('coverImage')}
        required
      />
      <MediaField
        label={t('fields.photos')}
        kind="image"
        multiple
        files={media.photos}
        onFilesChange={(photos) => changeMedia({ photos })}
        existing={media.keptImages}
        onExistingChange={(keptImages) => changeMedia({ keptImages })}
        error={mediaError('photos')}
      />
      <MediaField
        label={t('fields.videos')}
        kind="video"
        multiple
        files={media.videos}
        onFilesChange={(videos) => changeMedia({ videos })}
        existing={media.keptVideos}
        onExistingChange={(keptVideos) => changeMedia({ keptVideos })}
        savedName={(position) => t('fields.savedVideoName', { position })}
        savedPreview={(position) =>
          course && (
            <SavedCourseVideo
              courseId={course.idCourse}
              position={position}
              label={t('fields.savedVideo', { position })}
            />
          )
        }
        hint={t('fields.videosHint')}
        error={mediaError('existingVideos') ?? mediaError('videos')}
        required
      />
      <FormFooter
        outcome={outcome}
        progress={save.progress}
        sending={save.isPending}
        label={course ? t('course.save') : t('course.publish')}
        sendingLabel={t('course.sending')}
      />
    </form>
  );
}
