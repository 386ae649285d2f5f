import type { ApiErrorBody, FieldProblems } from '@cammini/contract';
import type { LightMyRequestResponse as Response } from 'fastify';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/support/app.js';
import { createUser, loginAs } from '../../../test/support/factories.js';
import { uploadedFiles } from './course-admin.fixtures.js';

/** Test helpers of the topic, FAQ, member and article forms (the multipart ones come with the course forms'). */
export { clearUploads, onDisk, png, sendForm, uploadedFiles } from './course-admin.fixtures.js';

/** A customer's login token and an admin's login token: neither may call the admin forms. */
export async function strangerTokens(t: TestApp) {
  return {
    customer: await loginAs(t.app, (await createUser(t.db)).email),
    adminLogin: await loginAs(t.app, (await createUser(t.db, { group: 'admin' })).email),
  };
}

/**
 * Sends the same request with no token (401), a customer's token (403) and an admin's login token
 * instead of the private one (403); `state` must read the same before and after, and no file stays.
 */
export async function expectRefusedToStrangers(
  t: TestApp,
  tokens: { customer: string; adminLogin: string },
  send: (token?: string) => Promise<Response>,
  state: () => Promise<unknown>,
) {
  const before = { state: await state(), files: await uploadedFiles(t) };
  expect((await send()).statusCode).toBe(401);
  expect((await send(tokens.customer)).statusCode).toBe(403);
  expect((await send(tokens.adminLogin)).statusCode).toBe(403);
  expect({ state: await state(), files: await uploadedFiles(t) }).toEqual(before);
}

/** The Italian texts of the `fields` of a 400 or 409, with its status and code checked. */
export function refusedFields(response: Response, status = 400, code = 'VALIDATION'): Record<string, string[]> {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json() as ApiErrorBody;
  expect(body.error).toBe(code);
  return fieldMessages(body.fields);
}

/** Each failing field's problems as their Italian texts, as the screens show them. */
export function fieldMessages(fields: FieldProblems | undefined): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(fields ?? {}).map(([field, problems]) => [field, problems.map((problem) => problem.message)]),
  );
}

/** Each failing field's problems as their codes. */
export function fieldCodes(fields: FieldProblems | undefined): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(fields ?? {}).map(([field, problems]) => [field, problems.map((problem) => problem.code)]),
  );
}
