import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fieldProblem } from '@cammini/contract';
import { describe, expect, it } from 'vitest';
import { landingFields, mp4File, pngFile, useLandingAdminTest } from '../../../test/fixtures/landing-pages.fixtures.js';
import { bearer } from '../../../test/support/factories.js';

const { t, send, uploads } = useLandingAdminTest();
const publicPage = async (slug: string) => t.app.inject({ method: 'GET', url: `/api/landingpage/${slug}` });
const remove = (id: number) =>
  t.app.inject({ method: 'DELETE', url: `/api/landingpage/${id}`, headers: bearer(t.adminToken) });

/** A page in file mode with a background picture, two photos and a video; its id and what it shows. */
async function pageWithFiles(slug = 'con-file') {
  const fields = landingFields({ urls: 'false', title: slug, heroBgImageUrl: '', photosUrl: '', videosUrls: '' });
  const files = {
    heroBgImage: await pngFile(),
    photo: [await pngFile(), await pngFile('#123456')],
    video: await mp4File(),
  };
  const created = await send('POST', '/api/landingpage/', fields, files);
  expect(created.statusCode, created.body).toBe(200);
  const page = (await publicPage(slug)).json();
  return { id: created.json().id as number, fields, page };
}

describe('editing a landing page (PUT /api/landingpage/{id})', () => {
  it('keeps the listed media, replaces a re-sent file and deletes what the page no longer shows', async () => {
    const { id, fields, page } = await pageWithFiles();
    const [keptPhoto, droppedPhoto] = page.photos as string[];
    const response = await send(
      'PUT',
      `/api/landingpage/${id}`,
      { ...fields, heroTitle: 'Titolo nuovo', existingPhotos: keptPhoto!, existingVideos: page.videos[0] },
      { heroBgImage: await pngFile('#ffffff') },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Success', id, slug: 'con-file' });

    const edited = (await publicPage('con-file')).json();
    expect(edited.hero_title).toBe('Titolo nuovo');
    expect(edited.photos).toEqual([keptPhoto]);
    expect(edited.videos).toEqual(page.videos);
    expect(edited.hero_bg_image_url).not.toBe(page.hero_bg_image_url);
    const onDisk = await uploads();
    expect(onDisk).toEqual([edited.hero_bg_image_url, keptPhoto, page.videos[0]].sort());
    expect(onDisk).not.toContain(droppedPhoto);
  });

  it('keeps media given as addresses in URL mode, and can move the page to a new slug', async () => {
    const { id, fields, page } = await pageWithFiles();
    const response = await send('PUT', `/api/landingpage/${id}/`, {
      ...fields,
      urls: 'true',
      title: 'Nuovo Indirizzo',
      heroBgImageUrl: page.hero_bg_image_url,
      photosUrl: page.photos.join(','),
      videosUrls: page.videos.join(','),
    });
    expect(response.json().slug).toBe('nuovo-indirizzo');
    expect((await publicPage('con-file')).statusCode).toBe(404);
    const moved = (await publicPage('nuovo-indirizzo')).json();
    expect(moved).toMatchObject({ id, photos: page.photos, videos: page.videos });
    expect((await uploads()).length).toBe(4);
    const sitemap = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(sitemap).toContain('/nuovo-indirizzo</loc>');
    expect(sitemap).not.toContain('/con-file</loc>');
  });

  it('refuses the slug of another page with a 409 and changes nothing', async () => {
    await send('POST', '/api/landingpage/', landingFields({ title: 'occupato' }));
    const { id, fields, page } = await pageWithFiles();
    const response = await send(
      'PUT',
      `/api/landingpage/${id}`,
      { ...fields, title: 'OCCUPATO' },
      { photo: await pngFile() },
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Esiste già una landing page con l’indirizzo /occupato.');
    expect((await publicPage('con-file')).json()).toEqual(page);
    expect((await uploads()).length).toBe(4);
  });

  it('refuses invalid fields with the field named, keeping the page and its files', async () => {
    const { id, fields, page } = await pageWithFiles();
    const response = await send(
      'PUT',
      `/api/landingpage/${id}`,
      { ...fields, reasons: '{"icon":' },
      { heroBgImage: await pngFile() },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ 'body.reasons': [fieldProblem('json')] });
    expect((await publicPage('con-file')).json()).toEqual(page);
    expect((await uploads()).length).toBe(4);
  });

  it('answers 404 for a page that does not exist, storing nothing', async () => {
    const response = await send('PUT', '/api/landingpage/999999', landingFields({ urls: 'false' }), {
      photo: await pngFile(),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Landing page non trovata.');
    expect(await uploads()).toEqual([]);
  });
});

describe('deleting a landing page (DELETE /api/landingpage/{id})', () => {
  it('deletes the page and its files, and says 404 the second time', async () => {
    const { id } = await pageWithFiles();
    const response = await remove(id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Success' });
    expect((await publicPage('con-file')).statusCode).toBe(404);
    expect(await uploads()).toEqual([]);
    const sitemap = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(sitemap).not.toContain('/con-file</loc>');

    const again = await remove(id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Landing page non trovata.', error: 'NOT_FOUND' });
  });

  it('leaves a file that another page also shows', async () => {
    const { id, page } = await pageWithFiles();
    await send('POST', '/api/landingpage/', landingFields({ title: 'altra', photosUrl: page.photos[0] }));
    await remove(id);
    expect(await uploads()).toEqual([page.photos[0]]);
    expect((await publicPage('altra')).json().photos).toEqual([page.photos[0]]);
  });

  it('never deletes files it did not upload for a landing page (seeded pictures, other content)', async () => {
    const others = ['seed/images/bosco.webp', 'media/courses/2026/copertina.webp'];
    for (const key of others) {
      await mkdir(path.dirname(path.join(t.dataDir, 'uploads', key)), { recursive: true });
      await writeFile(path.join(t.dataDir, 'uploads', key), 'x');
    }
    const created = await send(
      'POST',
      '/api/landingpage/',
      landingFields({ title: 'esterna', photosUrl: others.map((key) => `/uploads/${key}`).join(',') }),
    );
    expect(created.statusCode, created.body).toBe(200);
    expect((await remove(created.json().id)).statusCode).toBe(200);
    for (const key of others) await expect(stat(path.join(t.dataDir, 'uploads', key))).resolves.toBeTruthy();
  });
});
