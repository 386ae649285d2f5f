import { describe, expect, it } from 'vitest';
import {
  ArticleFormFields,
  ArticleUpdateFields,
  countWords,
  FaqUpdateBody,
  hasVisibleContent,
  MemberFormFields,
  MemberUpdateFields,
  TopicUpdateFields,
} from './content-forms.js';

const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

const member = {
  name: 'Marta',
  surname: 'Galli',
  description: 'Facilitatrice.',
  session: 'Umbria',
  language: 'Italiano',
  email: 'Marta@Example.com',
  phoneNumber: '+39 333 123 4567',
  website: '',
};

describe('the article form', () => {
  it('counts the intro’s words for its hint', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('  Tre minuti   al giorno\nper sé ')).toBe(6);
  });

  it('needs content with text or a picture', () => {
    expect(hasVisibleContent('<p>Ciao</p>')).toBe(true);
    expect(hasVisibleContent('<p><img src="/uploads/a.webp"></p>')).toBe(true);
    expect(hasVisibleContent('<p></p><p>&nbsp;</p>')).toBe(false);
    const result = ArticleFormFields.safeParse({ title: 'T', intro: 'I', content: '<p> </p>', category: 'X' });
    expect(issuesOf(result)).toEqual({ content: 'contentEmpty' });
  });

  it('reads an edit’s new title as optional: left empty the title stays', () => {
    const base = { title: 'Il respiro', intro: 'I', content: '<p>x</p>', category: 'X' };
    expect(ArticleUpdateFields.parse({ ...base, newTitle: '  ' }).newTitle).toBeUndefined();
    expect(ArticleUpdateFields.parse({ ...base, newTitle: ' Nuovo ' }).newTitle).toBe('Nuovo');
    expect(issuesOf(ArticleUpdateFields.safeParse({ ...base, newTitle: 'a\nb' }))).toEqual({
      newTitle: 'oneLine',
    });
  });
});

describe('the member form', () => {
  it('keeps the e-mail in lower case and an empty website as none', () => {
    expect(MemberFormFields.parse(member)).toMatchObject({ email: 'marta@example.com', website: null });
  });

  it('takes only http(s) websites and phones with at least six digits, one message per field', () => {
    const result = MemberFormFields.safeParse({ ...member, website: 'javascript:alert(1)', phoneNumber: '12 34' });
    expect(issuesOf(result)).toEqual({ website: 'website', phoneNumber: 'phone' });
  });

  it('needs the member to edit, by id or by current name and surname', () => {
    expect(issuesOf(MemberUpdateFields.safeParse({ ...member, name: '', surname: '' }))).toEqual({
      name: 'target',
    });
    expect(MemberUpdateFields.parse({ ...member, id: '7', removeFoto: 'true' })).toMatchObject({
      id: 7,
      removeFoto: true,
    });
  });
});

describe('topics and FAQs', () => {
  it('needs the topic to edit, by id or current title', () => {
    expect(issuesOf(TopicUpdateFields.safeParse({ description: 'x' }))).toEqual({ title: 'target' });
    expect(TopicUpdateFields.parse({ title: 'AUTOSTIMA', description: 'x' }).removeFoto).toBe(false);
  });

  it('reads idFaq as a number or a numeric string', () => {
    expect(FaqUpdateBody.parse({ idFaq: '12', question: 'D?', answer: 'R' }).idFaq).toBe(12);
    expect(FaqUpdateBody.safeParse({ idFaq: 'dodici', question: 'D?', answer: 'R' }).success).toBe(false);
  });
});
