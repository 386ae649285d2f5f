import { renderHook } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-client';
import i18n from '../i18n';
import { useApiErrorText } from './use-api-error-text';

const apiErrorText = () => renderHook(() => useApiErrorText()).result.current;

describe('a failed call in the screen’s language', () => {
  it('reads a lost session and a lost connection as such, in both languages', async () => {
    const lost = new ApiError(401, 'UNAUTHORIZED', 'Sessione scaduta');
    expect(apiErrorText()(lost, { fallback: 'errors.network' })).toBe(
      'La tua sessione è scaduta. Accedi di nuovo per continuare.',
    );
    await i18n.changeLanguage('en');
    expect(apiErrorText()(new ApiError(0, 'NETWORK', 'Network error'), { fallback: 'errors.rateLimited' })).toBe(
      'We cannot reach the server. Please check your connection and try again.',
    );
  });

  it('words a code the screen names, and shows the refusal’s own text only when asked', () => {
    const refused = new ApiError(409, 'EMAIL_TAKEN', 'E-mail già registrata');
    const text = apiErrorText();
    expect(text(refused, { fallback: 'errors.network', byCode: { EMAIL_TAKEN: 'errors.rateLimited' } })).toBe(
      'Troppi tentativi in poco tempo. Aspetta qualche minuto e riprova.',
    );
    expect(text(refused, { fallback: 'errors.network', serverMessage: true })).toBe('E-mail già registrata');
    expect(text(new ApiError(500, 'INTERNAL', 'stack'), { fallback: 'errors.network', serverMessage: true })).toBe(
      'Non riusciamo a raggiungere il server. Controlla la connessione e riprova.',
    );
  });
});
