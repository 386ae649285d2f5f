import {
  ContentCreatedResponse,
  ContentTextLimits,
  DeleteMemberBody,
  MemberFormFields,
  type MemberFormValues,
  MemberUpdateFields,
  SuccessResponse,
} from '@cammini/contract';
import type { FastifyInstance } from 'fastify';
import { created, succeeded } from '../../../lib/success-answer.js';
import { type FormLimits, fieldBytesFor } from '../../../lib/uploads/multipart-form.js';
import { adminArea } from '../../../plugins/admin-area.js';
import { photoFormReader, photoFormSchema } from '../shared/photo-form.js';
import { photoChange } from '../shared/photos.js';
import { createMember, deleteMember, updateMember } from './members.service.js';

// Eight text fields and an id; the description is the longest.
const LIMITS: FormLimits = { fields: 16, fieldSize: fieldBytesFor(ContentTextLimits.memberDescription) };

/** The form's `session` is the territory the database keeps. */
type DetailFields = Omit<MemberFormValues, 'name' | 'surname'>;
const details = ({ description, session, language, email, phoneNumber, website }: DetailFields) => ({
  description,
  territory: session,
  language,
  email,
  phoneNumber,
  website,
});

/** Adding and editing members (facilitators); admins only, with the private token. */
export async function membersAdminRoutes(fastify: FastifyInstance) {
  const { app, ctx, docs } = adminArea(fastify, 'catalogue');
  const readForm = photoFormReader(ctx, 'members', LIMITS);

  app.post('/api/member/add', {
    schema: photoFormSchema(
      docs(
        'Add a member (multipart: name, surname, description, session, language, email, phoneNumber, optional website, optional image foto)',
      ),
      ContentCreatedResponse,
    ),
    handler: (request) =>
      created(
        readForm(request, MemberFormFields, (member, url) =>
          createMember(ctx, { name: member.name, surname: member.surname, ...details(member), fileUrl: url ?? null }),
        ),
      ),
  });

  app.put('/api/member', {
    schema: photoFormSchema(
      docs(
        'Save a member (multipart: id or current name and surname, newName, newSurname, the other fields, optional foto replacing the image, removeFoto)',
      ),
      SuccessResponse,
    ),
    // Course pages show their facilitator's card and the organizer's name.
    handler: (request) =>
      succeeded(
        readForm(request, MemberUpdateFields, (member, url) =>
          updateMember(
            ctx,
            { id: member.id, name: member.name, surname: member.surname },
            {
              newName: member.newName,
              newSurname: member.newSurname,
              details: details(member),
              photo: photoChange(url, member.removeFoto),
            },
          ),
        ),
      ),
  });

  app.delete('/api/member', {
    schema: {
      ...docs('Delete a member; one who leads courses only with confirm: true (409 LEADS_COURSES names them)'),
      body: DeleteMemberBody,
      response: { 200: SuccessResponse },
    },
    handler: (request) => succeeded(deleteMember(ctx, request.body)),
  });
}
