import { fieldProblem } from '@cammini/contract';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-client';
import { placeServerFields, splitServerFields } from './server-fields';

describe('the server’s field problems on a form', () => {
  it('puts a rename’s title on the title, keeps files apart, and codes what the catalogue words', () => {
    expect(
      splitServerFields(
        {
          'body.newTitle': [{ code: 'courseTitleTaken', message: 'Esiste già' }],
          'body.price': [fieldProblem('priceFormat'), fieldProblem('required')],
          'body.videos': [fieldProblem('videoRequired')],
        },
        { namespace: 'admin-courses', formFields: ['title', 'price'], renamed: { newTitle: 'title' } },
      ),
    ).toEqual({ onFields: { title: 'Esiste già', price: 'priceFormat' }, others: { videos: 'videoRequired' } });
  });

  it('sets them on the fields with their limit, and answers the others', () => {
    const setError = vi.fn();
    const refusal = new ApiError(400, 'VALIDATION', 'Dati non validi', {
      'body.title': [fieldProblem('tooLong', 120)],
      'body.foto': [fieldProblem('coverRequired')],
    });
    const others = placeServerFields(refusal, setError, {
      namespace: 'admin-content',
      formFields: ['title'],
      focus: true,
    });
    expect(setError).toHaveBeenCalledWith('title', { type: 'server', message: 'tooLong:120' }, { shouldFocus: true });
    expect(others).toEqual({ foto: 'coverRequired' });
    expect(placeServerFields(new Error('boom'), setError, { namespace: 'admin-content', formFields: [] })).toEqual({});
  });
});
