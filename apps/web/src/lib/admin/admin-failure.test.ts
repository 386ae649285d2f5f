import { fieldProblem } from '@cammini/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-client';
import { adminFailureOf } from './admin-failure';
import { PrivateTokenError } from './private-token';

describe('why an admin write failed', () => {
  it('tells a missing private token apart from the write itself', () => {
    expect(adminFailureOf(new PrivateTokenError())).toEqual({ kind: 'token' });
    // The password confirmation the token needed was cancelled: the same failure.
    const unconfirmed = new ApiError(403, 'PASSWORD_CONFIRMATION_REQUIRED', 'Conferma la tua password per continuare');
    expect(adminFailureOf(unconfirmed)).toEqual({ kind: 'token' });
  });

  it('names an unreachable server a network failure', () => {
    expect(adminFailureOf(new ApiError(0, 'NETWORK', 'Network error'))).toEqual({ kind: 'network' });
  });

  it('names a refused file by its code', () => {
    expect(adminFailureOf(new ApiError(413, 'PAYLOAD_TOO_LARGE', 'File troppo grande'))).toEqual({
      kind: 'fileRefused',
      code: 'PAYLOAD_TOO_LARGE',
      message: 'File troppo grande',
    });
  });

  it('keeps the field problems of a refused form, and counts a bare VALIDATION as one with none', () => {
    const fields = { title: [fieldProblem('required')] };
    expect(adminFailureOf(new ApiError(400, 'VALIDATION', 'Dati non validi', fields))).toMatchObject({
      kind: 'invalid',
      fields,
    });
    expect(adminFailureOf(new ApiError(400, 'VALIDATION', 'Dati non validi'))).toMatchObject({
      kind: 'invalid',
      fields: {},
    });
  });

  it('sorts a taken title, an expired session and a missing item', () => {
    expect(adminFailureOf(new ApiError(409, 'TITLE_TAKEN', 'Titolo già usato')).kind).toBe('titleTaken');
    expect(adminFailureOf(new ApiError(401, 'UNAUTHORIZED', 'Sessione scaduta')).kind).toBe('session');
    expect(adminFailureOf(new ApiError(404, 'NOT_FOUND', 'Risorsa non trovata')).kind).toBe('notFound');
  });

  it('passes on the text of another refusal, never the text of a server error', () => {
    expect(adminFailureOf(new ApiError(422, 'SLUG_RESERVED', 'Indirizzo riservato'))).toEqual({
      kind: 'refused',
      message: 'Indirizzo riservato',
    });
    expect(adminFailureOf(new ApiError(500, 'INTERNAL', 'stack trace'))).toEqual({ kind: 'failed' });
    expect(adminFailureOf(new Error('boom'))).toEqual({ kind: 'failed' });
  });
});
