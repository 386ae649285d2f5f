import {
  type CourseEditView,
  CourseFormFields,
  type CourseFormInput,
  type CourseFormValues,
  courseChangeTellsEnrolled,
  itemPath,
  problem,
} from '@cammini/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CaptionControls } from '../../../components/admin/caption-controls';
import { MediaField } from '../../../components/admin/media-field';
import { romeDay } from '../../../lib/format';
import { useSaveCourse } from '../api/save-course';
import type { CourseFormAnswer } from '../api/send-course-form';
import { type CourseMedia, courseFormData } from '../forms/course-form-data';
import { courseFormFromView, emptyCourseForm } from '../forms/course-form-values';
import { useCourseForm } from '../hooks/use-course-form';
import { BASICS_TEXT_FIELDS, CourseBasicsFields, type PriceField } from './course-basics-fields';
import { CourseChangeConfirm } from './course-change-confirm';
import { CourseFormFrame } from './course-form-frame';
import { CoverImageField } from './cover-image-field';
import { DateChoiceField } from './date-choice-field';
import { SavedCourseVideo } from './saved-course-video';
import { StatusField } from './status-field';
import { TextField } from './text-field';
import '../../../styles/admin-courses.css';

const TEXT_FIELDS = [
  ...BASICS_TEXT_FIELDS,
  'location',
  'dateMode',
  'courseStartDate',
  'courseEndDate',
  'freeCancellation',
  'seats',
  'startTime',
  'endTime',
  'placeName',
  'placeAddress',
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
  /**
   * Called after an edit is saved, with who was e-mailed about it (the page then leaves); a new course
   * instead empties the form.
   */
  onSaved?: (values: CourseFormValues, answer: CourseFormAnswer) => void;
}

/** The saved course's days, times and place, as the rule that e-mails the enrolled compares them. */
const savedWhenAndWhere = (course: CourseEditView) => ({
  startDate: course.dataInizio,
  endDate: course.dateFine,
  startTime: course.startTime,
  endTime: course.endTime,
  location: course.location,
  placeName: course.placeName,
  placeAddress: course.placeAddress,
});

const editedWhenAndWhere = (values: CourseFormValues) => ({
  startDate: values.courseStartDate,
  endDate: values.courseEndDate,
  startTime: values.startTime,
  endTime: values.endTime,
  location: values.location,
  placeName: values.placeName,
  placeAddress: values.placeAddress,
});

/** /addcorso and /editcorso/{title}: the in-person course with its dates, prices, pictures and videos. */
export function CourseForm({ course, onSaved }: CourseFormProps) {
  const { t } = useTranslation('admin-courses');
  const { t: tCaptions } = useTranslation('admin');
  const save = useSaveCourse();
  const freeCancellationHint = useId();
  // An edit that moves a course with people enrolled waits for the admin's yes (and note) here.
  const [pendingSend, setPendingSend] = useState<(() => void) | null>(null);
  const [changeMessage, setChangeMessage] = useState('');
  const message = useRef('');
  message.current = changeMessage;
  const shell = useCourseForm({
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
    formData: (values, current) => courseFormData(values, current, course?.title, message.current),
    holdBeforeSending: (values, send) => {
      if (!course || course.enrolled === 0) return false;
      if (!courseChangeTellsEnrolled(savedWhenAndWhere(course), editedWhenAndWhere(values), romeDay())) return false;
      setPendingSend(() => send);
      return true;
    },
    published: (values) => ({
      text: t('course.published'),
      link: { to: itemPath.course(values.title), label: t('course.view') },
    }),
    onSaved,
  });
  const { status, media, changeMedia, otherError, problemText } = shell;
  const { register, control, setValue } = shell.form;
  const errors = shell.form.formState.errors;

  return (
    <CourseFormFrame
      shell={shell}
      sending={save.isPending}
      sendingLabel={t('course.sending')}
      question={
        pendingSend &&
        course && (
          <CourseChangeConfirm
            count={course.enrolled}
            message={changeMessage}
            onMessageChange={setChangeMessage}
            onConfirm={() => {
              setPendingSend(null);
              pendingSend();
            }}
            onCancel={() => setPendingSend(null)}
          />
        )
      }
    >
      <CourseBasicsFields
        register={register}
        control={control}
        errors={errors}
        prices={PRICES}
        location
        afterLocation={
          <div className="course-form__row">
            <TextField
              label={t('fields.placeName')}
              registration={register('placeName')}
              error={problemText(errors.placeName)}
              hint={t('fields.placeNameHint')}
            />
            <TextField
              label={t('fields.placeAddress')}
              registration={register('placeAddress')}
              error={problemText(errors.placeAddress)}
              hint={t('fields.placeAddressHint')}
            />
          </div>
        }
      />
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
      <CoverImageField
        course={course}
        files={media.cover}
        onFilesChange={(cover) => changeMedia({ cover })}
        error={otherError('coverImage')}
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
            <>
              <SavedCourseVideo
                courseId={course.idCourse}
                position={position}
                label={t('fields.savedVideo', { position })}
              />
              <CaptionControls
                video={`/api/courses/${course.idCourse}/videos/${position}`}
                videoLabel={tCaptions('captions.courseVideo', { position })}
                languages={course.videos.find((video) => video.position === position)?.captions ?? []}
              />
            </>
          )
        }
        hint={t('fields.videosHint')}
        error={otherError('existingVideos', 'videos')}
        required={!course}
      />
    </CourseFormFrame>
  );
}
