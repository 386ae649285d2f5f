import type { CourseFormValues, OnlineCourseFormValues } from '@cammini/contract';
import type { LessonItem } from './lesson-items';

/** The files of the in-person course form, and on edit the saved media the admin keeps. */
export interface CourseMedia {
  cover: File[];
  photos: File[];
  videos: File[];
  keptImages: string[];
  /** The saved videos' positions (they are private files, named by place rather than by address). */
  keptVideos: number[];
}

export interface OnlineCourseMedia {
  cover: File[];
  mainVideo: File[];
  lessons: LessonItem[];
}

const euros = (value: number) => String(value);

/** Text first, then files: the server reads the fields before the (possibly large) videos arrive. */
/** What both course forms share (`CourseBasicsFields`): the title (with the new one on edit), author, category, intro. */
function appendBasics(
  form: FormData,
  values: Pick<CourseFormValues, 'title' | 'author' | 'category' | 'intro'>,
  currentTitle: string | undefined,
) {
  if (currentTitle === undefined) {
    form.append('title', values.title);
  } else {
    form.append('title', currentTitle);
    form.append('newTitle', values.title);
  }
  form.append('author', values.author);
  form.append('category', values.category);
  form.append('intro', values.intro);
}

const appendFiles = (form: FormData, name: string, files: readonly File[]) => {
  for (const file of files) form.append(name, file, file.name);
};

/**
 * POST /api/course (no `currentTitle`) or PUT /api/course (the course's title now; the form's title
 * becomes `newTitle`, and the saved media to keep go as `existingImages` (addresses) and
 * `existingVideos` (positions, in the order wanted)). `changeMessage` goes with the e-mail the enrolled
 * get when the edit moves the course.
 */
export function courseFormData(
  values: CourseFormValues,
  media: CourseMedia,
  currentTitle?: string,
  changeMessage = '',
): FormData {
  const form = new FormData();
  appendBasics(form, values, currentTitle);
  form.append('location', values.location);
  form.append('description', values.description);
  form.append('price', euros(values.price));
  form.append('affiliatePrice', euros(values.affiliatePrice));
  form.append('facilitatorPrice', euros(values.facilitatorPrice));
  form.append('dateMode', values.dateMode);
  form.append('courseStartDate', values.courseStartDate ?? '');
  form.append('courseEndDate', values.courseEndDate ?? '');
  form.append('startTime', values.startTime ?? '');
  form.append('endTime', values.endTime ?? '');
  form.append('placeName', values.placeName ?? '');
  form.append('placeAddress', values.placeAddress ?? '');
  form.append('freeCancellation', String(values.freeCancellation));
  form.append('status', values.status);
  // Empty for no limit.
  form.append('seats', values.seats === null ? '' : String(values.seats));
  if (currentTitle !== undefined) {
    form.append('existingImages', media.keptImages.join(','));
    form.append('existingVideos', media.keptVideos.join(','));
    if (changeMessage.trim()) form.append('changeMessage', changeMessage.trim());
  }
  appendFiles(form, 'coverImage', media.cover);
  appendFiles(form, 'photos', media.photos);
  appendFiles(form, 'videos', media.videos);
  return form;
}

/**
 * POST or PUT /api/onlinecourse/: `video` is the public trailer, each file of `videos` a lesson.
 * `lessonTitles` names every lesson of the result in order; on edit `existingVideos` lists the ids
 * of the saved lessons to keep.
 */
export function onlineCourseFormData(
  values: OnlineCourseFormValues,
  media: OnlineCourseMedia,
  currentTitle?: string,
): FormData {
  const form = new FormData();
  appendBasics(form, values, currentTitle);
  form.append('description', values.description);
  form.append('price', euros(values.price));
  form.append('facilitatorPrice', euros(values.facilitatorPrice));
  form.append('affiliatePrice', euros(values.affiliatePrice));
  form.append('status', values.status);
  const saved = media.lessons.flatMap((lesson) => (lesson.kind === 'saved' ? [lesson] : []));
  const added = media.lessons.flatMap((lesson) => (lesson.kind === 'new' ? [lesson] : []));
  form.append('lessonTitles', JSON.stringify([...saved, ...added].map((lesson) => lesson.title.trim())));
  if (currentTitle !== undefined) form.append('existingVideos', saved.map((lesson) => lesson.id).join(','));
  appendFiles(form, 'coverImage', media.cover);
  appendFiles(form, 'video', media.mainVideo);
  appendFiles(
    form,
    'videos',
    added.map((lesson) => lesson.file),
  );
  return form;
}
