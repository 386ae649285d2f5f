import { fieldProblem } from '@cammini/contract';
import { describe, expect, it } from 'vitest';
import { adminFailureOf } from '../admin/admin-failure';
import { ApiError } from '../api-client';
import i18n from '../i18n';
import { fieldRefusalText, refusalText } from './refusal-text';

describe('the server’s own words on a screen', () => {
  it('shows a refusal’s Italian text on an Italian screen, never a server error’s', () => {
    expect(refusalText(new ApiError(409, 'IN_USE', 'Elemento in uso'))).toBe('Elemento in uso');
    expect(refusalText(new ApiError(500, 'INTERNAL', 'stack trace'))).toBeUndefined();
    expect(refusalText(new Error('boom'))).toBeUndefined();
    expect(fieldRefusalText({ ...fieldProblem('required'), message: 'Campo obbligatorio' })).toBe('Campo obbligatorio');
  });

  it('words the code in English on an English screen, or leaves the screen its own text', async () => {
    await i18n.changeLanguage('en');
    expect(refusalText(new ApiError(409, 'IN_USE', 'Elemento in uso'))).toBe(
      'It is still in use, so it cannot be removed.',
    );
    expect(refusalText(new ApiError(422, 'SLUG_RESERVED', 'Indirizzo riservato'))).toBeUndefined();
    expect(fieldRefusalText({ ...fieldProblem('required'), message: 'Campo obbligatorio' })).toBe(
      'This value was not accepted.',
    );
    // An admin write's refusal follows the same rule.
    expect(adminFailureOf(new ApiError(422, 'SLUG_RESERVED', 'Indirizzo riservato'))).toEqual({ kind: 'failed' });
    expect(adminFailureOf(new ApiError(409, 'TITLE_TAKEN', 'Titolo già usato'))).toMatchObject({
      kind: 'titleTaken',
      message: 'Another item already has this title.',
    });
  });
});
