import { hasVisibleContent } from '@cammini/contract';
import { describe, expect, it } from 'vitest';
import { NewsletterForm } from './newsletter-form';

const issues = (values: { oggetto: string; contenuto: string }) => {
  const result = NewsletterForm.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('the newsletter form', () => {
  it('takes a one-line subject of up to 200 characters', () => {
    expect(issues({ oggetto: 'a'.repeat(200), contenuto: '<p>x</p>' })).toEqual([]);
    expect(issues({ oggetto: 'a'.repeat(201), contenuto: '<p>x</p>' })).toEqual([
      'newsletter.validation.subjectTooLong',
    ]);
    expect(issues({ oggetto: '   ', contenuto: '<p>x</p>' })).toEqual(['newsletter.validation.subjectRequired']);
    expect(issues({ oggetto: 'Ciao\nBcc: x', contenuto: '<p>x</p>' })).toEqual([
      'newsletter.validation.subjectOneLine',
    ]);
  });

  it('needs text or a picture in the content', () => {
    expect(hasVisibleContent('<p>Ciao</p>')).toBe(true);
    expect(hasVisibleContent('<p><img src="/uploads/a.webp"></p>')).toBe(true);
    expect(hasVisibleContent('')).toBe(false);
    expect(hasVisibleContent('<p></p><p>&nbsp;</p>')).toBe(false);
  });
});
