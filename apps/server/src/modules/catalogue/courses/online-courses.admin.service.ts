import {
  CourseUpdateTarget,
  centsToEuros,
  eurosToCents,
  LESSONS_PER_COURSE_MAX,
  LessonIdList,
  LessonTitlesField,
  type OnlineCourseEditView,
  OnlineCourseFormFields,
  type OnlineCourseFormValues,
} from '@cammini/contract';
import { z } from 'zod';
import type { AppContext } from '../../../context.js';
import { invalidFields, notFound } from '../../../lib/app-error.js';
import { CacheTag } from '../../../lib/cache-tags.js';
import type { StoredFile } from '../../../lib/uploads/media-storage.js';
import { type FileFieldSpec, parseFields, type UploadedForm } from '../../../lib/uploads/multipart-form.js';
import { captionLanguagesOf } from '../../captions/captions.service.js';
import { titleRedirectsOf } from '../shared/title-redirects.repository.js';
import { writeUniquely } from '../shared/unique-writes.js';
import { discardFiles } from './course-files.js';
import {
  type CourseReferences,
  courseBasicsAsFields,
  droppedMedia,
  missingFiles,
  parseFormFields,
  problemOf,
  resolveReferences,
  titleTaken,
  withPriceAliases,
} from './course-form.js';
import {
  insertOnlineCourseRow,
  type LessonPlan,
  type LessonRow,
  lockOnlineCourseByTitle,
  type OnlineCourseRow,
  type OnlineCourseValues,
  onlineCourseTitleTaken,
  selectLessonRows,
  updateOnlineCourseRow,
  writeLessons,
} from './online-courses.repository.js';
import { findOnlineCourseFollowingRenames } from './online-courses.service.js';

/**
 * The online course form as the upload pipeline hands it over: coverImage, `video` (the public
 * trailer) and `videos` (lessons, stored privately).
 */
export type OnlineCourseUpload = UploadedForm<Record<'coverImage' | 'video' | 'videos', FileFieldSpec>>;

/** `existingVideos`: lesson ids to keep, in order; `lessonTitles`: one title per lesson of the result. */
const LessonFields = z.object({ existingVideos: LessonIdList.optional(), lessonTitles: LessonTitlesField.optional() });

function requiredMedia(media: { coverImage: string | null; mainVideo: string | null }) {
  return missingFiles({
    coverImage: { files: media.coverImage ? [media.coverImage] : [], problem: 'coverRequired' },
    video: { files: media.mainVideo ? [media.mainVideo] : [], problem: 'mainVideoRequired' },
  });
}

/** Sent titles must name every lesson of the result; without them new lessons are numbered. */
function lessonTitlesFor(sent: string[] | undefined, count: number): (string | undefined)[] {
  if (count > LESSONS_PER_COURSE_MAX)
    throw invalidFields(problemOf('videos', 'tooManyLessons', LESSONS_PER_COURSE_MAX));
  if (sent === undefined) return [];
  if (sent.length !== count) throw invalidFields(problemOf('lessonTitles', 'lessonTitles'));
  return sent;
}

/** The lessons an edit keeps (in the order sent), the new ones after them, and the dropped ones. */
function planLessons(
  saved: readonly LessonRow[],
  keepIds: readonly number[] | undefined,
  uploads: readonly StoredFile[],
  sentTitles: string[] | undefined,
): { plan: LessonPlan; dropped: LessonRow[] } {
  const wanted = keepIds === undefined ? saved.map((lesson) => lesson.id) : [...new Set(keepIds)];
  const kept = wanted.flatMap((id) => saved.filter((lesson) => lesson.id === id));
  const titles = lessonTitlesFor(sentTitles, kept.length + uploads.length);
  const dropped = saved.filter((lesson) => !kept.includes(lesson));
  return {
    plan: {
      kept: kept.map((lesson, index) => ({ id: lesson.id, title: titles[index] ?? lesson.title })),
      added: uploads.map((file, index) => {
        const position = kept.length + index + 1;
        return {
          title: titles[position - 1] ?? `Lezione ${position}`,
          videoPath: file.key,
          durationSeconds: file.durationSeconds ?? null,
        };
      }),
      removedIds: dropped.map((lesson) => lesson.id),
    },
    dropped,
  };
}

function toOnlineCourseValues(
  fields: OnlineCourseFormValues,
  references: CourseReferences,
  media: { coverImage: string | null; mainVideo: string | null },
): OnlineCourseValues {
  return {
    title: fields.title,
    ...references,
    intro: fields.intro,
    description: fields.description,
    priceCents: eurosToCents(fields.price),
    facilitatorPriceCents: eurosToCents(fields.facilitatorPrice),
    affiliatePriceCents: eurosToCents(fields.affiliatePrice),
    status: fields.status,
    ...media,
  };
}

/** The saved course as form fields, overlaid with what the edit sent (fields left out keep their value). */
function editedFields(course: OnlineCourseRow, sent: Record<string, string>, newTitle: string | undefined) {
  const saved = { ...courseBasicsAsFields(course), status: course.status };
  const {
    title: _current,
    newTitle: _new,
    existingVideos: _kept,
    lessonTitles: _titles,
    ...changes
  } = withPriceAliases(sent);
  return { ...saved, ...changes, title: newTitle ?? course.title };
}

export async function getOnlineCourseForEdit(ctx: AppContext, title: string): Promise<OnlineCourseEditView> {
  const row = await findOnlineCourseFollowingRenames(ctx.db, title, 'admin');
  if (!row) throw notFound('Corso online non trovato');
  const { course } = row;
  const lessons = await selectLessonRows(ctx.db, course.id);
  const captions = await captionLanguagesOf(ctx, [course.mainVideo, ...lessons.map((lesson) => lesson.videoPath)]);
  return {
    id: course.id,
    title: course.title,
    author: course.author,
    authorMemberId: course.authorMemberId,
    category: course.category,
    intro: course.intro,
    description: course.description,
    price: centsToEuros(course.priceCents),
    facilitatorPrice: centsToEuros(course.facilitatorPriceCents),
    affiliatePrice: centsToEuros(course.affiliatePriceCents),
    status: course.status,
    immagineCopertina: course.coverImage,
    mainVideo: course.mainVideo,
    mainVideoCaptions: (course.mainVideo && captions.get(course.mainVideo)) || [],
    // By id: a lesson's video path is private and never leaves the server.
    lessons: lessons.map(({ id, position, title: lessonTitle, durationSeconds, videoPath }) => ({
      id,
      position,
      title: lessonTitle,
      durationSeconds,
      captions: captions.get(videoPath) ?? [],
    })),
  };
}

/** A course's old titles keep leading to it; a new course takes its title back from them. */
const redirects = titleRedirectsOf('onlineCourse');

/** POST /api/onlinecourse/: cover and trailer required; each file of `videos` becomes a lesson. */
export async function createOnlineCourse(ctx: AppContext, form: OnlineCourseUpload): Promise<void> {
  const lessonFields = parseFields(LessonFields, form.fields);
  const media = { coverImage: form.files.coverImage[0]?.url ?? null, mainVideo: form.files.video[0]?.url ?? null };
  const fields = parseFormFields(OnlineCourseFormFields, withPriceAliases(form.fields), requiredMedia(media));
  const { plan } = planLessons([], [], form.files.videos, lessonFields.lessonTitles);
  const taken = () => titleTaken('title', 'onlineCourseTitleTaken');
  await writeUniquely(ctx, taken, async (tx) => {
    if (await onlineCourseTitleTaken(tx, fields.title)) throw taken();
    const references = await resolveReferences(tx, fields);
    const id = await insertOnlineCourseRow(tx, toOnlineCourseValues(fields, references, media));
    await writeLessons(tx, id, plan);
    await redirects.releaseTitle(tx, fields.title);
  });
  ctx.publicCache.invalidate(CacheTag.onlineCourses);
}

/**
 * PUT /api/onlinecourse/: the course named by `title` takes the sent fields; `newTitle` renames it.
 * Lessons listed by id in `existingVideos` stay in that order, each new file of `videos` follows
 * as a lesson; `coverImage` and `video` replace the saved ones. Unused files go after the commit.
 */
export async function updateOnlineCourse(ctx: AppContext, form: OnlineCourseUpload): Promise<void> {
  const target = parseFields(CourseUpdateTarget, form.fields);
  const lessonFields = parseFields(LessonFields, form.fields);
  const taken = () => titleTaken('newTitle', 'onlineCourseTitleTaken');
  const unused = await writeUniquely(ctx, taken, async (tx) => {
    const course = await lockOnlineCourseByTitle(tx, target.title);
    if (!course) throw notFound('Corso online non trovato');
    const saved = await selectLessonRows(tx, course.id);
    const { plan, dropped } = planLessons(
      saved,
      lessonFields.existingVideos,
      form.files.videos,
      lessonFields.lessonTitles,
    );
    const media = {
      coverImage: form.files.coverImage[0]?.url ?? course.coverImage,
      mainVideo: form.files.video[0]?.url ?? course.mainVideo,
    };
    const fields = parseFormFields(
      OnlineCourseFormFields,
      editedFields(course, form.fields, target.newTitle),
      requiredMedia(media),
    );
    if (await onlineCourseTitleTaken(tx, fields.title, course.id)) throw taken();
    const references = await resolveReferences(tx, fields);
    await updateOnlineCourseRow(tx, course.id, toOnlineCourseValues(fields, references, media));
    await writeLessons(tx, course.id, plan);
    await redirects.recordRename(tx, { itemId: course.id, oldTitle: course.title, newTitle: fields.title });
    return {
      public: droppedMedia([course.coverImage, course.mainVideo], [media.coverImage, media.mainVideo]),
      private: dropped.map((lesson) => lesson.videoPath),
    };
  });
  ctx.publicCache.invalidate(CacheTag.onlineCourses);
  await discardFiles(ctx, unused);
}
