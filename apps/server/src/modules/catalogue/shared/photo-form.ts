import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../../context.js';
import { type FormLimits, parseFields, withUploadedForm } from '../../../lib/uploads/multipart-form.js';
import { photoField } from './photos.js';

/** What a catalogue item's form hands over: its text fields, parsed, and the address of the photo it sent. */
export type PhotoFormUse<S extends z.ZodType, T> = (fields: z.output<S>, photoUrl: string | undefined) => Promise<T>;

/**
 * The multipart form of a topic, member or article: text fields and one optional photo (`foto`),
 * stored in the item's folder. The reader parses the fields with the form's schema and hands them
 * over with the stored photo's address; if `use` fails the photo is removed again.
 */
export function photoFormReader(ctx: AppContext, folder: string, limits: FormLimits) {
  const specs = photoField(folder);
  return <S extends z.ZodType, T>(request: FastifyRequest, schema: S, use: PhotoFormUse<S, T>) =>
    withUploadedForm(request, ctx.storage, specs, limits, ({ fields, files }) =>
      use(parseFields(schema, fields), files.foto[0]?.url),
    );
}

/**
 * The schema of a photo form's route: the admin area's documentation, a multipart body (read by
 * `photoFormReader`, not validated up front) and the one answer it gives.
 */
export function photoFormSchema<D extends object, R extends z.ZodType>(docs: D, response: R) {
  return { ...docs, consumes: ['multipart/form-data'], response: { 200: response } };
}
