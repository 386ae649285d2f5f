import { CourseFormMessage } from '@cammini/contract';
import { describe, expect, it } from 'vitest';
import { problemKey, splitServerFields } from './form-problems';

describe('form problems', () => {
  it('knows the contract rules by their text and zod checks by their kind', () => {
    expect(problemKey({ type: 'custom', message: CourseFormMessage.sharesOverPrice })).toBe(
      'validation.sharesOverPrice',
    );
    expect(problemKey({ type: 'server', message: CourseFormMessage.unknownCategory })).toBe(
      'validation.unknownCategory',
    );
    expect(problemKey({ type: 'too_big', message: 'Al massimo 300 caratteri.' })).toBe('validation.tooLong');
    expect(problemKey({ type: 'too_small', message: 'Too small' })).toBe('validation.required');
    expect(problemKey({ type: 'invalid_value', message: 'Invalid option' })).toBe('validation.invalid');
    expect(problemKey({ type: 'server', message: 'Un testo del server' })).toBeNull();
  });

  it("puts the server's fields on the inputs, a rename's title on the title, and files apart", () => {
    expect(
      splitServerFields(
        {
          'body.newTitle': ['Esiste già'],
          'body.price': ['Prezzo', 'Altro'],
          'body.videos': [CourseFormMessage.videoRequired],
        },
        ['title', 'price'],
      ),
    ).toEqual({
      text: { title: 'Esiste già', price: 'Prezzo' },
      other: { videos: CourseFormMessage.videoRequired },
    });
  });
});
