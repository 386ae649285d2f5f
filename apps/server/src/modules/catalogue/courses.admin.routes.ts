import {
  CourseEditView,
  CourseTextLimits,
  DeleteByTitleBody,
  SuccessResponse,
  TitleParams,
  UploadLimits,
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
import { createCourse, getCourseForEdit, updateCourse } from './courses.admin.service.js';
import { deleteCourse } from './courses.service.js';

const COURSE_FILES = {
  coverImage: { kind: 'image', folder: 'courses' },
  photos: { kind: 'image', folder: 'courses', max: UploadLimits.filesPerField },
  /** For buyers only: the private area, streamed through an authorized route like lessons. */
  videos: { kind: 'video', folder: 'courses', area: 'private', max: UploadLimits.filesPerField },
} satisfies FileFieldSpecs;

// Seventeen text fields at most (FORM_FIELDS, newTitle and the kept media); the description is the longest.
const LIMITS: FormLimits = { fields: 24, fieldSize: fieldBytesFor(CourseTextLimits.description) };

const FORM_FIELDS =
  'title, author, category, intro, location, description, price, affiliatePrice, facilitatorPrice ' +
  '(or affiliateprice, facilitatorprice), dateMode (scegliData | nessuna | daDefinirsi), courseStartDate, ' +
  'courseEndDate; files coverImage, photos, videos';

const success = { message: 'Success' as const };
const tags = ['catalogue', 'admin'];
const security = [{ bearerAuth: [] }];

/** The in-person course forms (/addcorso, /editcorso/{title}) and the read behind the edit form. Admins only. */
export async function coursesAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  // Checked on request, before a byte of the body is read.
  app.addHook('onRequest', requireAdmin);

  app.get('/api/admin/course/:title', {
    schema: {
      tags,
      security,
      summary: 'An in-person course as the edit form shows it, videos included (follows renames)',
      params: TitleParams,
      response: { 200: CourseEditView },
    },
    handler: (request) => getCourseForEdit(ctx, request.params.title),
  });

  app.post('/api/course', {
    schema: {
      tags,
      security,
      summary: `Publish an in-person course (multipart: ${FORM_FIELDS}; cover and one video required)`,
      consumes: ['multipart/form-data'],
      response: { 200: SuccessResponse },
    },
    handler: async (request) => {
      await withUploadedForm(request, ctx.storage, COURSE_FILES, LIMITS, (form) => createCourse(ctx, form));
      return success;
    },
  });

  app.put('/api/course', {
    schema: {
      tags,
      security,
      summary:
        `Edit the in-person course named by title (multipart: newTitle, ${FORM_FIELDS}; ` +
        'existingImages: comma list of the saved photo addresses to keep; existingVideos: comma list of the ' +
        'positions, from 1, of the saved videos to keep, in order; new files follow the kept ones)',
      consumes: ['multipart/form-data'],
      response: { 200: SuccessResponse },
    },
    handler: async (request) => {
      await withUploadedForm(request, ctx.storage, COURSE_FILES, LIMITS, (form) => updateCourse(ctx, form));
      return success;
    },
  });

  app.delete('/api/course', {
    schema: {
      tags,
      security,
      summary: 'Delete an in-person course nobody is enrolled in',
      body: DeleteByTitleBody,
      response: { 200: SuccessResponse },
    },
    handler: async (request) => {
      await deleteCourse(ctx, request.body.title);
      return { message: 'Success' as const };
    },
  });
}
