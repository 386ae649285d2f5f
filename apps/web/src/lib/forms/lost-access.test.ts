import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-client';
import i18n from '../i18n';
import { LOST_SESSION_KEY, lostSessionKey, NO_PRIVATE_TOKEN_KEY } from './lost-access';

describe('a failed call that lost its access', () => {
  it('reads a lost session as such, the same on every screen', () => {
    expect(lostSessionKey(new ApiError(401, 'UNAUTHORIZED', 'Accesso richiesto'))).toBe(LOST_SESSION_KEY);
    expect(i18n.t(LOST_SESSION_KEY)).toBe('La tua sessione è scaduta. Accedi di nuovo per continuare.');
    expect(i18n.t(NO_PRIVATE_TOKEN_KEY)).toBe('Errore nella generazione del private token');
  });

  it('leaves any other failure, a wrong password included, to the screen', () => {
    expect(lostSessionKey(new ApiError(401, 'INVALID_CREDENTIALS', 'Email o password errati'))).toBeUndefined();
    expect(lostSessionKey(new ApiError(500, 'INTERNAL', 'stack'))).toBeUndefined();
    expect(lostSessionKey(new Error('boom'))).toBeUndefined();
  });
});
