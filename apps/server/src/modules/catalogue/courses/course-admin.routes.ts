import {
  CourseEditView,
  CourseTextLimits,
  CourseUpdateResponse,
  DeleteByTitleBody,
  LESSON_UPLOADS_MAX,
  LESSONS_PER_COURSE_MAX,
  OnlineCourseEditView,
  SuccessResponse,
  TitleParams,
  UnlistedCoursesQuery,
  UnlistedCoursesResponse,
  UploadLimits,
} from '@cammini/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppContext } from '../../../context.js';
import {
  type FileFieldSpecs,
  type FormLimits,
  fieldBytesFor,
  type UploadedForm,
  withUploadedForm,
} from '../../../lib/uploads/multipart-form.js';
import { requireAdmin } from '../../../plugins/auth.js';
import { createCourse, getCourseForEdit, updateCourse } from './courses.admin.service.js';
import { deleteCourse } from './courses.service.js';
import { createOnlineCourse, getOnlineCourseForEdit, updateOnlineCourse } from './online-courses.admin.service.js';
import { deleteOnlineCourse } from './online-courses.service.js';
import { listUnlistedCourses } from './unlisted-courses.js';

/** What differs between the in-person and the online course's admin routes; the routes themselves are one. */
interface CourseKind<S extends FileFieldSpecs> {
  /** `/api/course` or `/api/onlinecourse`: POST creates, PUT edits, DELETE deletes. */
  path: string;
  /** The read behind the edit form, by title. */
  editPath: string;
  files: S;
  limits: FormLimits;
  /** The edit form's view; the service's answer is checked against it as it is sent. */
  editView: z.ZodType;
  /** PUT's answer: `{ message: 'Success' }` and what the edit's service adds to it. */
  updateResponse: z.ZodType;
  summaries: { edit: string; create: string; update: string; delete: string };
  getForEdit(ctx: AppContext, title: string): Promise<unknown>;
  create(ctx: AppContext, form: UploadedForm<S>): Promise<void>;
  update(ctx: AppContext, form: UploadedForm<S>): Promise<unknown>;
  remove(ctx: AppContext, title: string): Promise<void>;
}

const tags = ['catalogue', 'admin'];
const security = [{ bearerAuth: [] }];
const success = { message: 'Success' as const };

const IN_PERSON_FILES = {
  coverImage: { kind: 'image', folder: 'courses' },
  photos: { kind: 'image', folder: 'courses', max: UploadLimits.filesPerField },
  /** For buyers only: the private area, streamed through an authorized route like lessons. */
  videos: { kind: 'video', folder: 'courses', area: 'private', max: UploadLimits.filesPerField },
} satisfies FileFieldSpecs;

const IN_PERSON_FIELDS =
  'title, author, category, intro, location, description, price, affiliatePrice, facilitatorPrice ' +
  '(or affiliateprice, facilitatorprice), dateMode (scegliData | nessuna | daDefinirsi), courseStartDate, ' +
  'courseEndDate, freeCancellation (true | false), status (draft | published | archived; default published), ' +
  'seats (a whole number, empty for no limit), startTime and endTime (HH:MM, Italian time, with dates only), ' +
  'placeName, placeAddress; files coverImage, photos, videos';

const inPerson: CourseKind<typeof IN_PERSON_FILES> = {
  path: '/api/course',
  editPath: '/api/admin/course/:title',
  files: IN_PERSON_FILES,
  // Twenty-five text fields at most (the form's, newTitle, the kept media and the change's message); the
  // description is the longest.
  limits: { fields: 28, fieldSize: fieldBytesFor(CourseTextLimits.description) },
  editView: CourseEditView,
  updateResponse: CourseUpdateResponse,
  summaries: {
    edit: 'An in-person course as the edit form shows it, videos included (follows renames)',
    create: `Publish an in-person course (multipart: ${IN_PERSON_FIELDS}; cover and one video required)`,
    update:
      `Edit the in-person course named by title (multipart: newTitle, ${IN_PERSON_FIELDS}; ` +
      'existingImages: comma list of the saved photo addresses to keep; existingVideos: comma list of the ' +
      'positions, from 1, of the saved videos to keep, in order; new files follow the kept ones; ' +
      'changeMessage: a note, up to 1000 characters, for the e-mail the enrolled get when the days, times or ' +
      'place change). Answers who was e-mailed (`told`)',
    delete: 'Delete an in-person course nobody is enrolled in',
  },
  getForEdit: getCourseForEdit,
  create: createCourse,
  update: updateCourse,
  remove: deleteCourse,
};

const ONLINE_FILES = {
  coverImage: { kind: 'image', folder: 'online-courses' },
  /** The public trailer. */
  video: { kind: 'video', folder: 'online-courses' },
  /** Lessons are for owners only: the private area, streamed through an authorized route. */
  videos: { kind: 'video', folder: 'lessons', area: 'private', max: LESSON_UPLOADS_MAX },
} satisfies FileFieldSpecs;

const ONLINE_FIELDS =
  'title, author, category, intro, description, price, facilitatorPrice, affiliatePrice ' +
  '(or facilitatorprice, affiliateprice), status (draft | published | archived; default published), ' +
  'lessonTitles (JSON list, one title per lesson of the result); ' +
  'files coverImage, video (the public trailer), videos (one lesson each)';

const online: CourseKind<typeof ONLINE_FILES> = {
  path: '/api/onlinecourse',
  editPath: '/api/admin/onlinecourse/:title',
  files: ONLINE_FILES,
  // Fifteen text fields at most; the longest is lessonTitles, a JSON list of every lesson's title.
  limits: {
    fields: 24,
    fieldSize: fieldBytesFor(
      Math.max(CourseTextLimits.description, LESSONS_PER_COURSE_MAX * (CourseTextLimits.lessonTitle + 3)),
    ),
  },
  editView: OnlineCourseEditView,
  updateResponse: SuccessResponse,
  summaries: {
    edit: 'An online course as the edit form shows it, lessons by id (follows renames)',
    create: `Publish an online course (multipart: ${ONLINE_FIELDS}; cover and trailer required)`,
    update:
      `Edit the online course named by title (multipart: newTitle, ${ONLINE_FIELDS}; ` +
      'existingVideos: comma list of the ids of the lessons to keep, in order; new lessons follow them)',
    delete: 'Delete an online course nobody has bought',
  },
  getForEdit: getOnlineCourseForEdit,
  create: createOnlineCourse,
  update: updateOnlineCourse,
  remove: deleteOnlineCourse,
};

function courseKindRoutes<S extends FileFieldSpecs>(fastify: FastifyInstance, kind: CourseKind<S>) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const multipart = { tags, security, consumes: ['multipart/form-data'], response: { 200: SuccessResponse } };

  app.get(kind.editPath, {
    schema: { tags, security, summary: kind.summaries.edit, params: TitleParams, response: { 200: kind.editView } },
    handler: (request) => kind.getForEdit(ctx, request.params.title),
  });

  app.post(kind.path, {
    schema: { ...multipart, summary: kind.summaries.create },
    handler: async (request) => {
      await withUploadedForm(request, ctx.storage, kind.files, kind.limits, (form) => kind.create(ctx, form));
      return success;
    },
  });

  app.put(kind.path, {
    schema: { ...multipart, summary: kind.summaries.update, response: { 200: kind.updateResponse } },
    handler: async (request) => {
      const answer = await withUploadedForm(request, ctx.storage, kind.files, kind.limits, (form) =>
        kind.update(ctx, form),
      );
      return Object.assign({}, success, answer);
    },
  });

  app.delete(kind.path, {
    schema: {
      tags,
      security,
      summary: kind.summaries.delete,
      body: DeleteByTitleBody,
      response: { 200: SuccessResponse },
    },
    handler: async (request) => {
      await kind.remove(ctx, request.body.title);
      return success;
    },
  });
}

/**
 * The in-person course forms (/addcorso, /editcorso/{title}) and the online ones (/addmeditazione,
 * /editmeditazione/{title}): the read behind each edit form, create, edit and delete, and the list of
 * the courses unlisted. Admins only.
 */
export async function courseAdminRoutes(app: FastifyInstance) {
  // Checked on request, before a byte of the body is read.
  app.addHook('onRequest', requireAdmin);
  courseKindRoutes(app, inPerson);
  courseKindRoutes(app, online);
  app.withTypeProvider<ZodTypeProvider>().get('/api/admin/courses', {
    schema: {
      tags,
      security,
      summary: 'The courses of a kind the public lists leave out: drafts, archived, and in-person ones that took place',
      querystring: UnlistedCoursesQuery,
      response: { 200: UnlistedCoursesResponse },
    },
    handler: async (request) => ({ courses: await listUnlistedCourses(app.ctx, request.query.kind) }),
  });
}
