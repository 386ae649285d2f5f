import { describe, expect, it } from 'vitest';
import {
  HexColor,
  LandingMediaUrl,
  LandingPageConfig,
  LandingPageSlug,
  LandingReasonInput,
  LandingSlugInput,
  PageUrl,
} from './landing-pages.js';

describe('landing page configuration', () => {
  it('fills every section with the builder defaults', () => {
    const config = LandingPageConfig.parse({});
    expect(config).toMatchObject({
      heroTitle: '',
      heroBgColor: '#6c757d',
      heroButtonColor: '#ffa400',
      showSocialIcons: true,
      logoUrl: null,
      reasons: [],
      faqs: [],
    });
  });

  it('keeps the sections it is given', () => {
    const config = LandingPageConfig.parse({
      heroTitle: 'Ritiro di primavera',
      reasons: [{ icon: 'leaf', title: 'Natura', description: 'Tre giorni nel bosco' }],
      modules: [{ moduleTitle: 'Giorno 1', bullets: ['Arrivo', 'Cerchio serale'] }],
      photos: ['/uploads/landing/a.webp', 'https://cdn.example.com/b.jpg'],
    });
    expect(config.reasons[0]?.description).toBe('Tre giorni nel bosco');
    expect(config.modules[0]?.bullets).toHaveLength(2);
  });

  it('refuses colours that are not hex and links that could run script', () => {
    expect(HexColor.safeParse('#fff').success).toBe(true);
    expect(HexColor.safeParse('red; background:url(x)').success).toBe(false);
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', '//evil.example', 'ftp://x.it/a']) {
      expect(PageUrl.safeParse(bad).success, bad).toBe(false);
    }
    expect(PageUrl.safeParse('/uploads/x.png').success).toBe(true);
  });

  it('takes slugs of letters, digits and hyphens', () => {
    expect(LandingPageSlug.safeParse('ritiro-primavera-2026').success).toBe(true);
    expect(LandingPageSlug.safeParse('ritiro primavera').success).toBe(false);
    expect(LandingPageSlug.safeParse('api').success).toBe(true);
  });
});

describe('landing page links', () => {
  it('refuses paths that browsers read as another site', () => {
    expect(PageUrl.safeParse('/modulo').success).toBe(true);
    expect(PageUrl.safeParse('//evil.example').success).toBe(false);
    expect(PageUrl.safeParse('/\\evil.example').success).toBe(false);
  });
});

describe('what the builder sends', () => {
  it('normalises the slug to lower case and hyphens', () => {
    expect(LandingSlugInput.parse('  Ritiro di Primavera — Città! ')).toBe('ritiro-di-primavera-citta');
    expect(LandingSlugInput.safeParse('!!!').success).toBe(false);
    expect(LandingSlugInput.safeParse('a'.repeat(121)).success).toBe(false);
  });

  it('takes media from http(s) or this site’s uploads only, without commas', () => {
    for (const good of [
      'https://cdn.example.com/a.jpg',
      'http://example.org/v.mp4',
      '/uploads/media/landing/2026/a.webp',
    ])
      expect(LandingMediaUrl.safeParse(good).success, good).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'data:image/png;base64,AA',
      '/admin/logo.png',
      '/uploads/../private/doc.pdf',
      '//evil.example/a.jpg',
      'https://cdn.example.com/w_1,h_1/a.jpg',
    ])
      expect(LandingMediaUrl.safeParse(bad).success, bad).toBe(false);
  });

  it('takes icons from the builder’s set only, in any spacing or case', () => {
    expect(LandingReasonInput.parse({ icon: ' FAS  fa-heart', title: 'Cura' })).toEqual({
      icon: 'fas fa-heart',
      title: 'Cura',
      text: '',
    });
    expect(LandingReasonInput.safeParse({ icon: 'fas fa-skull', title: 'Cura' }).success).toBe(false);
  });
});
