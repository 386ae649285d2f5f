import {
  itemPath,
  LessonTitle,
  type OnlineCourseEditView,
  OnlineCourseFormFields,
  type OnlineCourseFormInput,
  type OnlineCourseFormValues,
  problem,
} from '@cammini/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CaptionControls } from '../../../components/admin/caption-controls';
import { MediaField } from '../../../components/admin/media-field';
import type { AdminOutcome } from '../../../lib/admin/use-admin-save';
import type { FieldErrorLike } from '../../../lib/forms/use-field-text';
import { useSaveOnlineCourse } from '../api/save-online-course';
import { type OnlineCourseMedia, onlineCourseFormData } from '../forms/course-form-data';
import { emptyOnlineCourseForm, onlineCourseFormFromView } from '../forms/course-form-values';
import { inStoredOrder, type LessonItem, savedLessons } from '../forms/lesson-items';
import { useCourseForm } from '../hooks/use-course-form';
import { BASICS_TEXT_FIELDS, CourseBasicsFields, type PriceField } from './course-basics-fields';
import { CourseFormFrame } from './course-form-frame';
import { CoverImageField } from './cover-image-field';
import { LessonListField } from './lesson-list-field';
import { StatusField } from './status-field';
import '../../../styles/admin-courses.css';

const TEXT_FIELDS = BASICS_TEXT_FIELDS satisfies readonly (keyof OnlineCourseFormInput)[];

const PRICES: readonly PriceField[] = [
  { name: 'price', required: true },
  { name: 'facilitatorPrice', required: true },
  { name: 'affiliatePrice', required: true },
];

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
function lessonTitleProblems(lessons: readonly LessonItem[]): Record<string, FieldErrorLike> {
  const problems: Record<string, FieldErrorLike> = {};
  for (const lesson of lessons) {
    const issue = LessonTitle.safeParse(lesson.title).error?.issues[0];
    if (issue) problems[lesson.key] = { type: issue.code, message: issue.message };
  }
  return problems;
}

interface OnlineCourseFormProps {
  course?: OnlineCourseEditView;
  /** Set when the page shows the form again after a save. */
  initialOutcome?: AdminOutcome | null;
  /** Called after an edit is saved; a new course instead empties the form. */
  onSaved?: (values: OnlineCourseFormValues) => void;
}

/** /addmeditazione and /editmeditazione/{title}: the online course, its trailer and its lessons. */
export function OnlineCourseForm({ course, initialOutcome = null, onSaved }: OnlineCourseFormProps) {
  const { t } = useTranslation('admin-courses');
  const { t: tCaptions } = useTranslation('admin');
  const save = useSaveOnlineCourse();
  const [titleErrors, setTitleErrors] = useState<Record<string, FieldErrorLike>>({});
  const shell = useCourseForm({
    kind: 'onlineCourse',
    resolver: zodResolver(OnlineCourseFormFields),
    defaultValues: course ? onlineCourseFormFromView(course) : emptyOnlineCourseForm,
    emptyValues: emptyOnlineCourseForm,
    emptyMedia: () => initialMedia(),
    initialMedia: initialMedia(course),
    textFields: TEXT_FIELDS,
    failedKey: course ? 'onlineCourse.saveFailed' : 'onlineCourse.publishFailed',
    save,
    editing: Boolean(course),
    mediaProblems: (current) => mediaProblems(current, course),
    extraChecks: (current) => {
      const problems = lessonTitleProblems(current.lessons);
      setTitleErrors(problems);
      return Object.keys(problems).length === 0;
    },
    formData: (values, current) =>
      onlineCourseFormData(values, { ...current, lessons: inStoredOrder(current.lessons) }, course?.title),
    published: (values) => ({
      text: t('onlineCourse.published'),
      link: { to: itemPath.onlineCourse(values.title), label: t('onlineCourse.view') },
    }),
    onSaved,
    initialOutcome,
  });
  const { status, media, changeMedia, otherError, problemText } = shell;
  const { register, control } = shell.form;
  const errors = shell.form.formState.errors;

  return (
    <CourseFormFrame shell={shell} sending={save.isPending} sendingLabel={t('onlineCourse.sending')}>
      <CourseBasicsFields register={register} control={control} errors={errors} prices={PRICES} />
      <StatusField registration={register('status')} status={status} error={problemText(errors.status)} />
      <CoverImageField
        course={course}
        files={media.cover}
        onFilesChange={(cover) => changeMedia({ cover })}
        error={otherError('coverImage')}
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
      {course?.mainVideo &&
        (media.mainVideo.length === 0 ? (
          <CaptionControls
            video={`/api/onlinecourses/${course.id}/video`}
            videoLabel={tCaptions('captions.trailer')}
            languages={course.mainVideoCaptions ?? []}
          />
        ) : (
          <p className="field-hint">{tCaptions('captions.saveFirst')}</p>
        ))}
      <LessonListField
        lessons={media.lessons}
        onChange={(lessons) => changeMedia({ lessons })}
        error={otherError('videos', 'lessonTitles', 'existingVideos')}
        titleErrors={Object.fromEntries(
          Object.entries(titleErrors).map(([key, problem]) => [key, problemText(problem) ?? '']),
        )}
      />
    </CourseFormFrame>
  );
}
