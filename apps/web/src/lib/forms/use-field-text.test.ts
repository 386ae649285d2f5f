import { renderHook } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import i18n from '../i18n';
import { AS_SENT, useFieldText } from './use-field-text';

const textIn = (namespace: string, options?: Parameters<typeof useFieldText>[1]) =>
  renderHook(() => useFieldText(namespace, options)).result.current;

describe('a form error in the screen’s language', () => {
  it('words a catalogue key in Italian and in English', async () => {
    expect(textIn('forms')({ message: 'validation.required' })).toBe('Campo obbligatorio.');
    await i18n.changeLanguage('en');
    expect(textIn('forms')({ message: 'validation.required' })).toBe('This field is required.');
  });

  it('gives a message that is not a key, and the generic "invalid", the field’s own key', async () => {
    const text = textIn('forms');
    expect(text({ message: 'Numero non valido' }, 'validation.invalidEmail')).toBe(
      'Inserisci un indirizzo e-mail valido.',
    );
    expect(text({ message: 'validation.invalid' }, 'validation.invalidEmail')).toBe(
      'Inserisci un indirizzo e-mail valido.',
    );
    expect(text({ message: 'Numero non valido' })).toBe('Valore non valido.');
    await i18n.changeLanguage('en');
    expect(textIn('forms')({ message: 'phone' }, 'validation.invalidEmail')).toBe('Enter a valid e-mail address.');
  });

  it('fills in the numbers a text names', async () => {
    const values = { min: 12 };
    expect(textIn('accounts', { values })({ message: 'validation.tooShort' })).toBe(
      'La password deve avere almeno 12 caratteri.',
    );
    await i18n.changeLanguage('en');
    expect(textIn('accounts')({ message: 'validation.tooShort' }, undefined, values)).toBe(
      'Your password must be at least 12 characters long.',
    );
  });

  it('shows the server’s own wording as it came when asked to, and nothing without an error', () => {
    const text = textIn('accounts');
    expect(text({ message: 'Importo non valido' }, AS_SENT)).toBe('Importo non valido');
    expect(text({ message: '' }, AS_SENT)).toBeUndefined();
    expect(text(undefined)).toBeUndefined();
  });

  it('words a contract rule by its code, with the number it names', async () => {
    const text = textIn('admin-content', { otherwise: AS_SENT });
    expect(text('tooLong:120')).toBe('Al massimo 120 caratteri.');
    expect(text('Un testo del server')).toBe('Un testo del server');
    expect(text('')).toBeUndefined();
    await i18n.changeLanguage('en');
    expect(textIn('admin-content', { otherwise: AS_SENT })({ message: 'tooLong:120' })).toBe('At most 120 characters.');
  });

  it('lets the screen choose the other key by the kind of the issue', () => {
    const text = textIn('home', {
      otherwise: (error) => (error.type === 'too_small' ? 'review.validation.tooShort' : 'review.validation.required'),
      values: { min: 20 },
    });
    expect(text({ type: 'too_small', message: 'Too small' })).toBe('Scrivi almeno 20 caratteri.');
  });
});
