import { fieldProblem } from '@cammini/contract';
import { describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n';
import { errorsFromServer, toLandingFormData, validateBuilder } from './builder-form';
import { labelOfPath } from './builder-labels';
import { type BuilderState, defaultBuilderState, noFiles } from './builder-state';

const t = i18n.getFixedT('it', 'admin-landing');
const page = (patch: Partial<BuilderState> = {}): BuilderState => ({
  ...defaultBuilderState(t),
  slug: 'Open Day',
  ...patch,
});
const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
const fieldsOf = (form: FormData) =>
  Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string')) as Record<string, string>;

describe('checking the page before it is sent', () => {
  it('accepts the defaults once the page has an address', () => {
    expect(validateBuilder(page(), noFiles())).toEqual({});
    expect(validateBuilder(page({ slug: '' }), noFiles())).toEqual({ slug: 'slug' });
  });

  it('points every problem at the row the admin sees', () => {
    const state = page({
      heroBgColor: 'red',
      logoUrl: 'javascript:alert(1)',
      photos: ['', 'data:image/png;base64,AA'],
      reasons: [
        { icon: 'fas fa-star', title: '', text: '' },
        { icon: 'fas fa-star', title: '', text: 'Un testo senza titolo' },
      ],
      faqs: [{ question: 'Domanda?', answer: '' }],
      socialIcons: [{ icon: 'fab fa-instagram', url: 'javascript:alert(1)' }],
    });
    expect(validateBuilder(state, noFiles())).toEqual({
      heroBgColor: 'color',
      logoUrl: 'media',
      'photos.1': 'media',
      'reasons.1.title': 'reasonTitle',
      'faqs.0.answer': 'answer',
      'socialIcons.0.url': 'socialUrl',
    });
    expect(labelOfPath('reasons.1.title', t)).toBe('Motivo 2 · Titolo');
    expect(labelOfPath('heroBgColor', t)).toBe('Colore di sfondo');
  });

  it('counts the chosen files against the gallery limit in file mode only', () => {
    const many = Array.from({ length: 60 }, (_, index) => `https://cdn.example.org/${index}.jpg`);
    const files = { ...noFiles(), photo: [png('uno.png')] };
    expect(validateBuilder(page({ photos: many }), files)).toEqual({});
    expect(validateBuilder(page({ photos: many, mode: 'file' }), files)).toEqual({ photos: 'photosLimit' });
  });
});

describe('the form sent to the server', () => {
  it('sends addresses only in URL mode, in the original client’s field names', () => {
    const state = page({
      logoUrl: ' https://cdn.example.org/logo.png ',
      photos: ['https://cdn.example.org/a.jpg', '', 'https://cdn.example.org/b.jpg'],
      videos: ['https://cdn.example.org/v.mp4'],
      modules: [
        { moduleTitle: 'Giorno 1', bullets: ['Arrivo', ' '] },
        { moduleTitle: '', bullets: [''] },
      ],
    });
    const form = toLandingFormData(state, { ...noFiles(), photo: [png('ignorata.png')] });
    const fields = fieldsOf(form);
    expect(fields).toMatchObject({
      urls: 'true',
      title: 'open-day',
      logourl: 'https://cdn.example.org/logo.png',
      showsocialicons: 'true',
      heroBgColor: '#6c757d',
      heroButtonTextColor: '#2f2a26',
      photosUrl: 'https://cdn.example.org/a.jpg,https://cdn.example.org/b.jpg',
      videosUrls: 'https://cdn.example.org/v.mp4',
    });
    expect(JSON.parse(fields.modules!)).toEqual([{ moduleTitle: 'Giorno 1', bullets: ['Arrivo'] }]);
    expect(JSON.parse(fields.reasons!)).toHaveLength(4);
    expect(JSON.parse(fields.reasons!)[0]).toEqual({ icon: 'fas fa-heart', title: 'Cura', text: expect.any(String) });
    // The three default icons have no address until the owner gives one: none is sent.
    expect(JSON.parse(fields.socialIcons!)).toEqual([]);
    expect(form.getAll('photo')).toEqual([]);
    expect(form.has('existingPhotos')).toBe(false);
  });

  it('sends the chosen files and the kept media in file mode', () => {
    const state = page({
      mode: 'file',
      logoUrl: '/uploads/media/landing/2026/logo.webp',
      photos: ['/uploads/media/landing/2026/a.webp'],
    });
    const files = { ...noFiles(), heroBgImage: [png('sfondo.png')], photo: [png('uno.png'), png('due.png')] };
    const form = toLandingFormData(state, files);
    expect(fieldsOf(form)).toMatchObject({
      urls: 'false',
      logourl: '/uploads/media/landing/2026/logo.webp',
      existingPhotos: '/uploads/media/landing/2026/a.webp',
      existingVideos: '',
    });
    expect(form.has('photosUrl')).toBe(false);
    expect((form.get('heroBgImage') as File).name).toBe('sfondo.png');
    expect(form.getAll('photo').map((file) => (file as File).name)).toEqual(['uno.png', 'due.png']);
  });

  it('reads the server’s field names back as the builder’s', () => {
    expect(
      errorsFromServer({
        'body.title': [fieldProblem('slugTaken')],
        'body.logourl': [fieldProblem('mediaAddress')],
        'body.existingPhotos.3': [fieldProblem('fileNotFound')],
        'body.reasons.0.icon': [fieldProblem('invalid')],
        'body.urls': [fieldProblem('urlModeWithFiles')],
      }),
    ).toEqual({ slug: 'slug', logoUrl: 'media', photos: 'media', 'reasons.0.icon': 'icon', mode: 'mode' });
    expect(errorsFromServer(undefined)).toEqual({});
  });
});
