import {
  CourseTextLimits,
  DeleteByTitleBody,
  LESSON_UPLOADS_MAX,
  LESSONS_PER_COURSE_MAX,
  OnlineCourseEditView,
  SuccessResponse,
  TitleParams,
} from '@cammini/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  type FileFieldSpecs,
  type FormLimits,
  fieldBytesFor,
  withUploadedForm,
} from '../../lib/uploads/multipart-form.js';
import { requireAdmin } from '../../plugins/auth.js';
import { createOnlineCourse, getOnlineCourseForEdit, updateOnlineCourse } from './online-courses.admin.service.js';
import { deleteOnlineCourse } from './online-courses.service.js';

const ONLINE_COURSE_FILES = {
  coverImage: { kind: 'image', folder: 'online-courses' },
  /** The public trailer. */
  video: { kind: 'video', folder: 'online-courses' },
  /** Lessons are for owners only: the private area, streamed through an authorized route. */
  videos: { kind: 'video', folder: 'lessons', area: 'private', max: LESSON_UPLOADS_MAX },
} satisfies FileFieldSpecs;

// Fourteen text fields at most; the longest is lessonTitles, a JSON list of every lesson's title.
const LIMITS: FormLimits = {
  fields: 24,
  fieldSize: fieldBytesFor(
    Math.max(CourseTextLimits.description, LESSONS_PER_COURSE_MAX * (CourseTextLimits.lessonTitle + 3)),
  ),
};

const FORM_FIELDS =
  'title, author, category, intro, description, price, facilitatorPrice, affiliatePrice ' +
  '(or facilitatorprice, affiliateprice), lessonTitles (JSON list, one title per lesson of the result); ' +
  'files coverImage, video (the public trailer), videos (one lesson each)';

const success = { message: 'Success' as const };
const tags = ['catalogue', 'admin'];
const security = [{ bearerAuth: [] }];

/** The online course forms (/addmeditazione, /editmeditazione/{title}) and the read behind the edit form. Admins only. */
export async function onlineCoursesAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  // Checked on request, before a byte of the body is read.
  app.addHook('onRequest', requireAdmin);

  app.get('/api/admin/onlinecourse/:title', {
    schema: {
      tags,
      security,
      summary: 'An online course as the edit form shows it, lessons by id (follows renames)',
      params: TitleParams,
      response: { 200: OnlineCourseEditView },
    },
    handler: (request) => getOnlineCourseForEdit(ctx, request.params.title),
  });

  app.post('/api/onlinecourse', {
    schema: {
      tags,
      security,
      summary: `Publish an online course (multipart: ${FORM_FIELDS}; cover and trailer required)`,
      consumes: ['multipart/form-data'],
      response: { 200: SuccessResponse },
    },
    handler: async (request) => {
      await withUploadedForm(request, ctx.storage, ONLINE_COURSE_FILES, LIMITS, (form) =>
        createOnlineCourse(ctx, form),
      );
      return success;
    },
  });

  app.put('/api/onlinecourse', {
    schema: {
      tags,
      security,
      summary:
        `Edit the online course named by title (multipart: newTitle, ${FORM_FIELDS}; ` +
        'existingVideos: comma list of the ids of the lessons to keep, in order; new lessons follow them)',
      consumes: ['multipart/form-data'],
      response: { 200: SuccessResponse },
    },
    handler: async (request) => {
      await withUploadedForm(request, ctx.storage, ONLINE_COURSE_FILES, LIMITS, (form) =>
        updateOnlineCourse(ctx, form),
      );
      return success;
    },
  });

  app.delete('/api/onlinecourse', {
    schema: {
      tags,
      security,
      summary: 'Delete an online course nobody has bought',
      body: DeleteByTitleBody,
      response: { 200: SuccessResponse },
    },
    handler: async (request) => {
      await deleteOnlineCourse(ctx, request.body.title);
      return { message: 'Success' as const };
    },
  });
}
