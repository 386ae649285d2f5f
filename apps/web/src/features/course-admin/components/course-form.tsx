import {
  type CourseEditView,
  CourseFormFields,
  type CourseFormInput,
  type CourseFormValues,
  itemPath,
  problem,
} from '@cammini/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MediaField } from '../../../components/admin/media-field';
import { CheckedForm } from '../../../components/ui/checked-form';
import { useSaveCourse } from '../api/save-course';
import { type CourseMedia, courseFormData } from '../forms/course-form-data';
import { courseFormFromView, emptyCourseForm } from '../forms/course-form-values';
import { useCourseForm } from '../hooks/use-course-form';
import { CourseBasicsFields, type PriceField } from './course-basics-fields';
import { DateChoiceField } from './date-choice-field';
import { FormFooter } from './form-footer';
import { SavedCourseVideo } from './saved-course-video';
import { StatusField } from './status-field';
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
  'freeCancellation',
  'status',
  'seats',
] as const satisfies readonly (keyof CourseFormInput)[];

const SEATS_INPUT = { type: 'number', inputMode: 'numeric', min: 0, step: 1 } as const;

const PRICES: readonly PriceField[] = [
  { name: 'price', required: true },
  { name: 'affiliatePrice', required: false },
  { name: 'facilitatorPrice', required: false },
];

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
  const save = useSaveCourse();
  const freeCancellationHint = useId();
  const {
    form,
    status,
    submitLabel,
    media,
    changeMedia,
    otherError,
    problemText,
    outcome,
    progress,
    onSubmit,
    invalidSubmit,
  } = useCourseForm({
    kind: 'course',
    resolver: zodResolver(CourseFormFields),
    defaultValues: course ? courseFormFromView(course) : emptyCourseForm,
    emptyValues: emptyCourseForm,
    emptyMedia: () => initialMedia(),
    initialMedia: initialMedia(course),
    textFields: TEXT_FIELDS,
    failedKey: 'course.publishFailed',
    save,
    editing: Boolean(course),
    mediaProblems: (current) => mediaProblems(current, course),
    formData: (values, current) => courseFormData(values, current, course?.title),
    published: (values) => ({
      text: t('course.published'),
      link: { to: itemPath.course(values.title), label: t('course.view') },
    }),
    onSaved,
  });
  const {
    register,
    control,
    setValue,
    formState: { errors },
  } = form;

  return (
    <CheckedForm
      invalid={invalidSubmit}
      className="admin-form course-form"
      onSubmit={onSubmit}
      aria-busy={save.isPending}
    >
      <CourseBasicsFields register={register} control={control} errors={errors} prices={PRICES} location />
      <DateChoiceField control={control} register={register} setValue={setValue} errors={errors} />
      <div className="course-form__row">
        <StatusField registration={register('status')} status={status} error={problemText(errors.status)} />
        <TextField
          label={t('fields.seats')}
          registration={register('seats')}
          error={problemText(errors.seats)}
          hint={t('fields.seatsHint')}
          input={SEATS_INPUT}
        />
      </div>
      <div className="course-form__flag">
        <label className="checkbox">
          <input type="checkbox" aria-describedby={freeCancellationHint} {...register('freeCancellation')} />
          {t('fields.freeCancellation')}
        </label>
        <span id={freeCancellationHint} className="field-hint">
          {t('fields.freeCancellationHint')}
        </span>
      </div>
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
        label={t('fields.photos')}
        kind="image"
        multiple
        files={media.photos}
        onFilesChange={(photos) => changeMedia({ photos })}
        existing={media.keptImages}
        onExistingChange={(keptImages) => changeMedia({ keptImages })}
        error={otherError('photos')}
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
        error={otherError('existingVideos', 'videos')}
        required={!course}
      />
      <FormFooter
        outcome={outcome}
        progress={progress}
        sending={save.isPending}
        label={submitLabel}
        sendingLabel={t('course.sending')}
      />
    </CheckedForm>
  );
}
