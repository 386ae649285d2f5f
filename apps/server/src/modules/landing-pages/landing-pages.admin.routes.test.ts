import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { RESERVED_PATH_SEGMENTS } from '@cammini/contract';
import { describe, expect, it } from 'vitest';
import {
  type LandingTestFiles,
  landingFields,
  mp4File,
  pngFile,
  useLandingAdminTest,
} from '../../../test/fixtures/landing-pages.fixtures.js';
import { bearer, createUser, loginAs } from '../../../test/support/factories.js';
import { multipartPayload } from '../../../test/support/multipart.js';
import { landingPages } from '../../db/schema/index.js';

const { t, send, uploads } = useLandingAdminTest();

const publish = (fields: Record<string, string>, files: LandingTestFiles = {}) =>
  send('POST', '/api/landingpage/', fields, files);
const publicPage = (slug: string) => t.app.inject({ method: 'GET', url: `/api/landingpage/${slug}` });
const rowCount = async () => (await t.db.select().from(landingPages)).length;

describe('publishing a landing page (POST /api/landingpage/)', () => {
  it('publishes a page in URL mode and shows it at its public address at once', async () => {
    const response = await publish(landingFields());
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer).toEqual({ message: 'Success', id: expect.any(Number), slug: 'ritiro-di-primavera' });

    const page = await publicPage('ritiro-di-primavera');
    expect(page.statusCode).toBe(200);
    expect(page.json()).toEqual({
      id: answer.id,
      title: 'ritiro-di-primavera',
      hero_title: 'Ritiro di primavera',
      hero_subtitle: 'Tre giorni nel bosco',
      hero_cta_text: 'Prenota',
      hero_cta_url: '/corsi',
      logo_url: 'https://cdn.example.com/logo.png',
      show_social_icons: true,
      socialIcons: [
        { icon: 'fab fa-facebook-f', url: 'https://www.facebook.com/cammini' },
        { icon: 'fab fa-instagram', url: 'https://www.instagram.com/cammini' },
      ],
      hero_bg_color: '#6c757d',
      hero_bg_image_url: 'https://cdn.example.com/bosco.jpg',
      hero_video_url: null,
      hero_text_color: '#ffffff',
      hero_button_color: '#ffa400',
      hero_button_text_color: '#fff',
      reasons: [{ icon: 'fas fa-leaf', title: 'Natura', description: 'Silenzio e alberi' }],
      photos: ['https://cdn.example.com/1.jpg', 'https://cdn.example.com/2.jpg'],
      videos: ['https://cdn.example.com/v.mp4'],
      // The languages each video has captions in, in the order of `videos`: none given yet.
      video_captions: [[]],
      modules: [{ moduleTitle: 'Giorno 1', bullets: ['Arrivo', 'Cerchio'] }],
      faqs: [{ question: 'Serve esperienza?', answer: 'No.' }],
    });
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).toContain('<loc>http://localhost:3000/ritiro-di-primavera</loc>');
  });

  it('stores uploaded files in file mode: pictures re-encoded, videos as sent', async () => {
    const files = {
      heroLogo: await pngFile(),
      heroBgImage: await pngFile('#334455'),
      heroVideoFile: await mp4File(),
      photo: [await pngFile('#112233'), await pngFile('#445566')],
      video: await mp4File(),
    };
    const fields = landingFields({
      urls: 'false',
      title: 'Con i File',
      logourl: '',
      heroBgImageUrl: '',
      photosUrl: '',
      videosUrls: '',
    });
    const response = await publish(fields, files);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().slug).toBe('con-i-file');

    const page = (await publicPage('con-i-file')).json();
    const landingFile = /^\/uploads\/media\/landing\/\d{4}\/[\w-]+\.(webp|mp4)$/;
    expect(page.logo_url).toMatch(landingFile);
    expect(page.hero_bg_image_url).toMatch(/\.webp$/);
    expect(page.hero_video_url).toMatch(/\.mp4$/);
    expect(page.photos).toHaveLength(2);
    expect(page.videos).toEqual([expect.stringMatching(/\.mp4$/)]);
    const shown = [page.logo_url, page.hero_bg_image_url, page.hero_video_url, ...page.photos, ...page.videos];
    expect(await uploads()).toEqual([...shown].sort());
    const stored = await readFile(path.join(t.dataDir, page.photos[0].replace(/^\//, '')));
    expect(stored.subarray(8, 12).toString()).toBe('WEBP');
  });

  it('keeps addresses of files already uploaded to this site when they exist', async () => {
    const first = (await (
      await publish(landingFields({ urls: 'false', logourl: '' }), { heroLogo: await pngFile() })
    ).json()) as {
      slug: string;
    };
    const logo = (await publicPage(first.slug)).json().logo_url as string;
    const second = await publish(landingFields({ title: 'stesso-logo', logourl: logo }));
    expect(second.statusCode).toBe(200);
    expect((await publicPage('stesso-logo')).json().logo_url).toBe(logo);
  });

  it('normalises the slug to lower case and hyphens', async () => {
    const response = await publish(landingFields({ title: '  Ritiro di Primavera — Edizione Speciale! ' }));
    expect(response.json().slug).toBe('ritiro-di-primavera-edizione-speciale');
    expect((await publicPage('ritiro-di-primavera-edizione-speciale')).statusCode).toBe(200);
  });

  const refused: [string, Record<string, string>, number, string][] = [
    ['a colour that is not hex', { heroBgColor: 'red;background:url(x)' }, 400, 'body.heroBgColor'],
    ['a javascript: picture', { heroBgImageUrl: 'javascript:alert(1)' }, 400, 'body.heroBgImageUrl'],
    ['a javascript: button destination', { heroCtaUrl: 'javascript:alert(1)' }, 400, 'body.heroCtaUrl'],
    ['a button destination on another host', { heroCtaUrl: '//evil.example/x' }, 400, 'body.heroCtaUrl'],
    [
      'a data: photo in the list',
      { photosUrl: 'https://cdn.example.com/1.jpg,data:image/png;base64,AA' },
      400,
      'body.photosUrl.1',
    ],
    ['a picture under another site path', { logourl: '/admin/logo.png' }, 400, 'body.logourl'],
    ['an upload that does not exist', { logourl: '/uploads/media/landing/2026/nessuno.webp' }, 400, 'body.logourl'],
    [
      'a javascript: social link',
      { socialIcons: JSON.stringify([{ icon: 'fab fa-instagram', url: 'javascript:alert(1)' }]) },
      400,
      'body.socialIcons.0.url',
    ],
    [
      'an icon outside the known set',
      { reasons: JSON.stringify([{ icon: 'fas fa-skull" onload="x', title: 'A', text: '' }]) },
      400,
      'body.reasons.0.icon',
    ],
    ['malformed JSON', { faqs: '[{"question": "Senza fine"' }, 400, 'body.faqs'],
    [
      'a reason without a title',
      { reasons: JSON.stringify([{ icon: 'fas fa-star', title: ' ', text: 'x' }]) },
      400,
      'body.reasons.0.title',
    ],
    ['a hero title that is too long', { heroTitle: 'a'.repeat(201) }, 400, 'body.heroTitle'],
    ['an empty hero title', { heroTitle: '   ' }, 400, 'body.heroTitle'],
    ['a slug with nothing usable', { title: '!!!' }, 400, 'body.title'],
    ['a slug that is a page of the site', { title: 'Blog' }, 400, 'body.title'],
    ['a slug that is an admin page', { title: 'edit-landing' }, 400, 'body.title'],
    ['a slug that is the API', { title: 'api' }, 400, 'body.title'],
    ['files in URL mode', { urls: 'true' }, 400, 'body.urls'],
  ];

  it.each(refused)(
    'refuses %s with a 400 naming the field, storing nothing',
    async (_name, overrides, status, field) => {
      const response = await publish(landingFields({ urls: 'false', ...overrides }), { photo: await pngFile() });
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().fields).toHaveProperty([field]);
      expect(await rowCount()).toBe(0);
      expect(await uploads()).toEqual([]);
    },
  );

  it('refuses a slug another page has, in any case, with a 409 and its message', async () => {
    await publish(landingFields({ title: 'open-day' }));
    const response = await publish(landingFields({ urls: 'false', title: 'Open Day' }), { photo: await pngFile() });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      error: 'TITLE_TAKEN',
      message: 'Esiste già una landing page con l’indirizzo /open-day.',
    });
    expect(await rowCount()).toBe(1);
    expect(await uploads()).toEqual([]);
  });

  it('refuses a file that is not what its field says', async () => {
    const fake = { filename: 'foto.png', type: 'image/png', bytes: Buffer.from('<script>x</script>') };
    const response = await publish(landingFields({ urls: 'false' }), { heroLogo: await pngFile(), photo: fake });
    expect(response.statusCode).toBe(415);
    expect(await rowCount()).toBe(0);
    expect(await uploads()).toEqual([]);
  });

  it('keeps the slug list in step with every page of the web app', async () => {
    const router = await readFile(path.join(import.meta.dirname, '../../../../web/src/app/router.tsx'), 'utf8');
    const firstSegments = [...router.matchAll(/path: '([^']+)'/g)].map((match) =>
      match[1]!.split('/')[0]!.toLowerCase(),
    );
    const pages = firstSegments.filter((segment) => segment !== '*' && !segment.startsWith(':'));
    expect(pages.length).toBeGreaterThan(30);
    expect(pages.filter((segment) => !RESERVED_PATH_SEGMENTS.has(segment))).toEqual([]);
  });
});

describe('the admin list and edit read (GET /api/landingpages, GET /api/landingpage/id/{id})', () => {
  it('lists every page as received, newest change first, with when it changed', async () => {
    await publish(landingFields({ title: 'prima', heroTitle: 'Prima' }));
    await publish(landingFields({ title: 'seconda', heroTitle: 'Seconda' }));
    const response = await t.app.inject({ method: 'GET', url: '/api/landingpages', headers: bearer(t.adminToken) });
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list.map((page: { title: string }) => page.title)).toEqual(['seconda', 'prima']);
    expect(list[0]).toMatchObject({ hero_title: 'Seconda', hero_subtitle: 'Tre giorni nel bosco' });
    expect(Date.parse(list[0].updatedAt)).not.toBeNaN();
  });

  it('reads one page by id, and answers 404 for an unknown one and 400 for a malformed one', async () => {
    const { id } = (await publish(landingFields())).json();
    const found = await t.app.inject({
      method: 'GET',
      url: `/api/landingpage/id/${id}`,
      headers: bearer(t.adminToken),
    });
    expect(found.json()).toMatchObject({ id, title: 'ritiro-di-primavera', hero_title: 'Ritiro di primavera' });
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/landingpage/id/999999',
      headers: bearer(t.adminToken),
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Landing page non trovata.');
    const malformed = await t.app.inject({
      method: 'GET',
      url: '/api/landingpage/id/uno',
      headers: bearer(t.adminToken),
    });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('who may use the builder', () => {
  it('refuses visitors (401), customers and an admin without the private token (403), changing nothing', async () => {
    const { id } = (await publish(landingFields())).json();
    const customer = await loginAs(t.app, (await createUser(t.db)).email);
    const adminLogin = await loginAs(t.app, (await createUser(t.db, { group: 'admin' })).email);
    const form = await multipartPayload(landingFields({ title: 'intrusa' }));
    const calls = [
      { method: 'GET', url: '/api/landingpages' },
      { method: 'GET', url: `/api/landingpage/id/${id}` },
      { method: 'POST', url: '/api/landingpage/', ...form },
      { method: 'PUT', url: `/api/landingpage/${id}`, ...form },
      { method: 'DELETE', url: `/api/landingpage/${id}` },
    ] as const;
    for (const call of calls) {
      for (const [token, status] of [
        [undefined, 401],
        [customer, 403],
        [adminLogin, 403],
      ] as const) {
        const response = await t.app.inject({
          method: call.method,
          url: call.url,
          payload: 'payload' in call ? call.payload : undefined,
          headers: { ...('headers' in call ? call.headers : {}), ...(token ? bearer(token) : {}) },
        });
        expect(response.statusCode, `${call.method} ${call.url} ${token ? 'with token' : 'anonymous'}`).toBe(status);
      }
    }
    const rows = await t.db.select().from(landingPages);
    expect(rows.map((row) => row.slug)).toEqual(['ritiro-di-primavera']);
    expect((await publicPage('ritiro-di-primavera')).json().hero_title).toBe('Ritiro di primavera');
  });
});
