import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app.js';
import { landingPages } from '../../db/schema/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (slug: string) => t.app.inject({ method: 'GET', url: `/api/landingpage/${slug}` });
async function storePage(slug: string, config: unknown) {
  const [row] = await t.db.insert(landingPages).values({ slug, config }).returning();
  return row!;
}

describe('public landing page (GET /api/landingpage/{slug})', () => {
  it('answers the page in the shape the original client received', async () => {
    const page = await storePage('Ritiro-Primavera', {
      heroTitle: 'Ritiro di primavera',
      heroSubtitle: 'Tre giorni nel bosco',
      heroCtaText: 'Prenota',
      logoUrl: '/uploads/landing/logo.webp',
      showSocialIcons: true,
      socialIcons: [{ icon: 'instagram', url: 'https://instagram.com/cammini' }],
      heroBgColor: '#334455',
      heroBgImageUrl: '/uploads/landing/bosco.webp',
      heroVideoUrl: null,
      heroTextColor: '#ffffff',
      heroButtonColor: '#ffa400',
      heroButtonTextColor: '#fff',
      reasons: [{ icon: 'leaf', title: 'Natura', description: 'Silenzio e alberi' }],
      photos: ['/uploads/landing/1.webp'],
      videos: ['https://cdn.example.com/v.mp4'],
      modules: [{ moduleTitle: 'Giorno 1', bullets: ['Arrivo', 'Cerchio'] }],
      faqs: [{ question: 'Serve esperienza?', answer: 'No.' }],
    });
    const response = await get('Ritiro-Primavera');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: page.id,
      title: 'Ritiro-Primavera',
      hero_title: 'Ritiro di primavera',
      hero_subtitle: 'Tre giorni nel bosco',
      hero_cta_text: 'Prenota',
      // Saved before pages chose where the button leads: the contact module.
      hero_cta_url: '',
      logo_url: '/uploads/landing/logo.webp',
      show_social_icons: true,
      socialIcons: [{ icon: 'instagram', url: 'https://instagram.com/cammini' }],
      hero_bg_color: '#334455',
      hero_bg_image_url: '/uploads/landing/bosco.webp',
      hero_video_url: null,
      hero_text_color: '#ffffff',
      hero_button_color: '#ffa400',
      hero_button_text_color: '#fff',
      reasons: [{ icon: 'leaf', title: 'Natura', description: 'Silenzio e alberi' }],
      photos: ['/uploads/landing/1.webp'],
      videos: ['https://cdn.example.com/v.mp4'],
      // The languages each video has captions in, in the order of `videos`: none given yet.
      video_captions: [[]],
      modules: [{ moduleTitle: 'Giorno 1', bullets: ['Arrivo', 'Cerchio'] }],
      faqs: [{ question: 'Serve esperienza?', answer: 'No.' }],
    });
  });

  it('finds the page by its slug in any case, with or without a trailing slash', async () => {
    await storePage('open-day', { heroTitle: 'Open day' });
    for (const slug of ['open-day', 'OPEN-DAY', 'Open-Day/']) {
      const response = await get(slug);
      expect(response.statusCode, slug).toBe(200);
      expect(response.json().hero_title).toBe('Open day');
    }
  });

  it('fills the sections a page does not have with the builder defaults', async () => {
    await storePage('pagina-vuota', {});
    expect((await get('pagina-vuota')).json()).toMatchObject({
      hero_title: '',
      hero_bg_color: '#6c757d',
      hero_button_color: '#ffa400',
      logo_url: null,
      reasons: [],
      faqs: [],
    });
  });

  it('drops a stored section that no longer fits instead of failing the page', async () => {
    await storePage('pagina-vecchia', {
      heroTitle: 'Ancora qui',
      heroBgColor: 'red; x:y',
      socialIcons: 'non una lista',
    });
    const response = await get('pagina-vecchia');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ hero_title: 'Ancora qui', hero_bg_color: '#6c757d', socialIcons: [] });
  });

  it("answers an unknown slug with the landing pages' own 404 text", async () => {
    for (const slug of ['non-esiste', 'caf%C3%A8', '%20', 'a'.repeat(250)]) {
      const response = await get(slug);
      expect(response.statusCode, slug).toBe(404);
      expect(response.json()).toEqual({ message: 'Landing page non trovata.', error: 'NOT_FOUND' });
    }
  });
});
