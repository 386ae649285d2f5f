import { problem } from '@cammini/contract';
import { renderHook } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { useFieldText } from '../../../lib/forms/use-field-text';
import i18n from '../../../lib/i18n';
import { COURSE_FIELD_TEXTS } from './form-problems';

const problemText = () => renderHook(() => useFieldText('admin-courses', COURSE_FIELD_TEXTS)).result.current;

describe('a course form’s problems', () => {
  it('words the contract rules by their code, in both languages', async () => {
    expect(problemText()({ type: 'custom', message: problem('sharesOverPrice') })).toBe(
      'Acconto e prezzo affiliato insieme non possono superare il prezzo.',
    );
    expect(problemText()({ type: 'server', message: problem('unknownCategory') })).toBe(
      'Scegli un argomento esistente.',
    );
    await i18n.changeLanguage('en');
    expect(problemText()({ type: 'too_big', message: problem('tooLong', 300) })).toBe('This text is too long.');
  });

  it('words zod’s own checks by their kind, and shows a server text as it came', () => {
    expect(problemText()({ type: 'too_small', message: 'Too small' })).toBe('Campo obbligatorio.');
    expect(problemText()({ type: 'invalid_value', message: 'Invalid option' })).toBe('Valore non valido.');
    expect(problemText()({ type: 'server', message: 'Un testo del server' })).toBe('Un testo del server');
  });
});
