import {
  CourseChangeMessage,
  type CourseChangeRecipient,
  type CourseEditView,
  CourseFormFields,
  type CourseFormValues,
  CourseUpdateTarget,
  centsToEuros,
  eurosToCents,
} from '@cammini/contract';
import type { AppContext } from '../../../context.js';
import { notFound } from '../../../lib/app-error.js';
import { CacheTag } from '../../../lib/cache-tags.js';
import { type FileFieldSpec, parseFields, type UploadedForm } from '../../../lib/uploads/multipart-form.js';
import { captionLanguagesOf } from '../../captions/captions.service.js';
import { rescheduleCourseCredits } from '../../earnings/earnings.service.js';
import { tellEnrolledOfChange } from '../../orders/seats/course-reminders.service.js';
import { titleRedirectsOf } from '../shared/title-redirects.repository.js';
import { writeUniquely } from '../shared/unique-writes.js';
import { discardFiles } from './course-files.js';
import {
  type CourseReferences,
  courseBasicsAsFields,
  droppedMedia,
  keptMedia,
  keptVideos,
  missingFiles,
  parseFormFields,
  resolveReferences,
  titleTaken,
  urlsOf,
  withPriceAliases,
} from './course-form.js';
import {
  type CourseRow,
  type CourseValues,
  courseTitleTaken,
  insertCourseRow,
  lockCourseByTitle,
  updateCourseRow,
} from './courses.repository.js';
import { findCourseFollowingRenames } from './courses.service.js';

/** The in-person course form as the upload pipeline hands it over. */
export type CourseUpload = UploadedForm<Record<'coverImage' | 'photos' | 'videos', FileFieldSpec>>;

interface CourseMedia {
  coverImage: string | null;
  images: string[];
  videos: string[];
}

function toCourseValues(fields: CourseFormValues, references: CourseReferences, media: CourseMedia): CourseValues {
  return {
    title: fields.title,
    ...references,
    intro: fields.intro,
    description: fields.description,
    location: fields.location,
    priceCents: eurosToCents(fields.price),
    affiliatePriceCents: eurosToCents(fields.affiliatePrice),
    facilitatorPriceCents: eurosToCents(fields.facilitatorPrice),
    dateMode: fields.dateMode,
    startDate: fields.courseStartDate,
    endDate: fields.courseEndDate,
    freeCancellation: fields.freeCancellation,
    status: fields.status,
    seats: fields.seats,
    startTime: fields.startTime,
    endTime: fields.endTime,
    placeName: fields.placeName,
    placeAddress: fields.placeAddress,
    ...media,
  };
}

/** A saved course as the form's text fields, so an edit can be checked like a new course. */
function courseAsFields(course: CourseRow): Record<string, string> {
  return {
    title: course.title,
    ...courseBasicsAsFields(course),
    location: course.location,
    dateMode: course.dateMode,
    courseStartDate: course.startDate ?? '',
    courseEndDate: course.endDate ?? '',
    freeCancellation: String(course.freeCancellation),
    status: course.status,
    seats: course.seats === null ? '' : String(course.seats),
    startTime: course.startTime ?? '',
    endTime: course.endTime ?? '',
    placeName: course.placeName ?? '',
    placeAddress: course.placeAddress ?? '',
  };
}

/** The saved values overlaid with what the edit sent; fields it left out keep their value. */
function editedFields(course: CourseRow, sent: Record<string, string>, newTitle: string | undefined) {
  const {
    title: _current,
    newTitle: _new,
    existingImages: _i,
    existingVideos: _v,
    changeMessage: _m,
    ...changes
  } = withPriceAliases(sent);
  const saved = courseAsFields(course);
  // A client that sends dates without a date choice means "these dates" (see CourseFormFields).
  if (changes.dateMode === undefined && changes.courseStartDate) delete saved.dateMode;
  return { ...saved, ...changes, title: newTitle ?? course.title };
}

export async function getCourseForEdit(ctx: AppContext, title: string): Promise<CourseEditView> {
  const row = await findCourseFollowingRenames(ctx.db, title, 'admin');
  if (!row) throw notFound('Corso non trovato');
  const { course } = row;
  const captions = await captionLanguagesOf(ctx, course.videos);
  return {
    idCourse: course.id,
    title: course.title,
    author: course.author,
    authorMemberId: course.authorMemberId,
    category: course.category,
    intro: course.intro,
    location: course.location,
    description: course.description,
    price: centsToEuros(course.priceCents),
    affiliatePrice: centsToEuros(course.affiliatePriceCents),
    facilitatorPrice: centsToEuros(course.facilitatorPriceCents),
    dateMode: course.dateMode,
    dataInizio: course.startDate,
    dateFine: course.endDate,
    freeCancellation: course.freeCancellation,
    status: course.status,
    seats: course.seats,
    startTime: course.startTime,
    endTime: course.endTime,
    placeName: course.placeName,
    placeAddress: course.placeAddress,
    enrolled: Number(row.peopleInterested),
    immagineCopertina: course.coverImage,
    immaginiRappresentative: course.images,
    // Private storage keys are never sent: the form previews each video through a signed address.
    videos: course.videos.map((key, index) => ({ position: index + 1, captions: captions.get(key) ?? [] })),
  };
}

/** A course's old titles keep leading to it; a new course takes its title back from them. */
const redirects = titleRedirectsOf('course');

/** POST /api/course: a new course with its cover, photos and at least one video. */
export async function createCourse(ctx: AppContext, form: CourseUpload): Promise<void> {
  const fields = parseFormFields(
    CourseFormFields,
    withPriceAliases(form.fields),
    missingFiles({
      coverImage: { files: form.files.coverImage, problem: 'coverRequired' },
      videos: { files: form.files.videos, problem: 'videoRequired' },
    }),
  );
  const media = {
    coverImage: form.files.coverImage[0]?.url ?? null,
    images: urlsOf(form.files.photos),
    videos: urlsOf(form.files.videos),
  };
  const taken = () => titleTaken('title', 'courseTitleTaken');
  await writeUniquely(ctx, taken, async (tx) => {
    if (await courseTitleTaken(tx, fields.title)) throw taken();
    const references = await resolveReferences(tx, fields);
    await insertCourseRow(tx, toCourseValues(fields, references, media));
    await redirects.releaseTitle(tx, fields.title);
  });
  ctx.publicCache.invalidate(CacheTag.courses);
}

/**
 * PUT /api/course: the course named by `title` takes the sent fields (`newTitle` renames it). Saved
 * photos stay when their addresses are listed in `existingImages`, saved videos when their positions
 * are listed in `existingVideos`, and new ones follow them;
 * a new cover replaces the old one. Files no longer used are deleted once the change is committed.
 * When the days, times or place change, the enrolled customers are told (with the owner's
 * `changeMessage`, if any), and the answer names them; when the start date or free cancellation change,
 * the waiting credits of its sales take the day their sale now becomes final.
 */
export async function updateCourse(ctx: AppContext, form: CourseUpload): Promise<{ told: CourseChangeRecipient[] }> {
  const target = parseFields(CourseUpdateTarget, form.fields);
  const { changeMessage } = parseFields(CourseChangeMessage, form.fields);
  const taken = () => titleTaken('newTitle', 'courseTitleTaken');
  let told: CourseChangeRecipient[] = [];
  const unused = await writeUniquely(ctx, taken, async (tx) => {
    const course = await lockCourseByTitle(tx, target.title);
    if (!course) throw notFound('Corso non trovato');
    const media = {
      coverImage: form.files.coverImage[0]?.url ?? course.coverImage,
      images: [...keptMedia(course.images, form.fields.existingImages), ...urlsOf(form.files.photos)],
      videos: [...keptVideos(course.videos, form.fields.existingVideos), ...urlsOf(form.files.videos)],
    };
    const fields = parseFormFields(
      CourseFormFields,
      editedFields(course, form.fields, target.newTitle),
      // A new course needs a video; an edit keeps what the course has, none included (as demo courses).
      missingFiles({ coverImage: { files: media.coverImage ? [media.coverImage] : [], problem: 'coverRequired' } }),
    );
    if (await courseTitleTaken(tx, fields.title, course.id)) throw taken();
    const references = await resolveReferences(tx, fields);
    await updateCourseRow(tx, course.id, toCourseValues(fields, references, media));
    if (course.startDate !== fields.courseStartDate || course.freeCancellation !== fields.freeCancellation) {
      // Its sales become final on another day: the credits still waiting follow, in this transaction.
      const terms = { startDate: fields.courseStartDate, freeCancellation: fields.freeCancellation };
      await rescheduleCourseCredits(tx, { id: course.id, ...terms }, ctx.clock.now());
    }
    await redirects.recordRename(tx, { itemId: course.id, oldTitle: course.title, newTitle: fields.title });
    told = await tellEnrolledOfChange(
      tx,
      course,
      {
        id: course.id,
        title: fields.title,
        startDate: fields.courseStartDate,
        endDate: fields.courseEndDate,
        startTime: fields.startTime,
        endTime: fields.endTime,
        location: fields.location,
        placeName: fields.placeName,
        placeAddress: fields.placeAddress,
      },
      { now: ctx.clock.now(), publicUrl: ctx.config.publicUrl, message: changeMessage },
    );
    return droppedMedia(
      [course.coverImage, ...course.images, ...course.videos],
      [media.coverImage, ...media.images, ...media.videos],
    );
  });
  ctx.publicCache.invalidate(CacheTag.courses);
  if (told.length > 0) ctx.mail.nudge();
  await discardFiles(ctx, { public: unused, private: unused });
  return { told };
}
