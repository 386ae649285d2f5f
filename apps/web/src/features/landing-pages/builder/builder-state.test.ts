import { LANDING_REASON_ICONS } from '@cammini/contract';
import { Sparkles } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n';
import { reasonIcon } from '../sections/icons';
import { landingPageFixture } from '../testing/landing-page-fixture';
import { defaultBuilderState, knownIcon, noFiles, stateFromPage, toPreviewPage } from './builder-state';

const t = i18n.getFixedT('it', 'admin-landing');

describe('a new page in the builder', () => {
  // The button's text is dark rather than white, which reads at 2.0:1 on the orange.
  it('opens with the builder defaults: colours, four reasons, a module, a FAQ, three social icons, URL mode', () => {
    const state = defaultBuilderState(t);
    expect(state).toMatchObject({
      slug: '',
      mode: 'url',
      heroBgColor: '#6c757d',
      heroTextColor: '#ffffff',
      heroButtonColor: '#ffa400',
      heroButtonTextColor: '#2f2a26',
      showSocialIcons: true,
    });
    expect(state.reasons).toHaveLength(4);
    expect(state.reasons[0]).toEqual({
      icon: 'fas fa-heart',
      title: 'Cura',
      text: 'Un percorso seguito con attenzione, passo dopo passo.',
    });
    expect(state.modules).toEqual([
      {
        moduleTitle: 'Modulo 1: le basi',
        bullets: ['Conoscersi', 'Respirare con consapevolezza', 'Fissare un obiettivo'],
      },
    ]);
    expect(state.faqs).toHaveLength(1);
    expect(state.socialIcons.map((social) => social.icon)).toEqual([
      'fab fa-facebook-f',
      'fab fa-instagram',
      'fab fa-youtube',
    ]);
  });

  it('points the social icons to the business’s own profiles where its settings have them, and nowhere else', () => {
    const state = defaultBuilderState(t, { instagram: 'https://www.instagram.com/studioaurora', facebook: null });
    expect(state.socialIcons).toEqual([
      { icon: 'fab fa-facebook-f', url: '' },
      { icon: 'fab fa-instagram', url: 'https://www.instagram.com/studioaurora' },
      { icon: 'fab fa-youtube', url: '' },
    ]);
    // What is saved and shown: only the icon the owner gave an address.
    expect(toPreviewPage(state, { photo: [], video: [] }).socialIcons.filter((social) => social.url)).toEqual([
      { icon: 'fab fa-instagram', url: 'https://www.instagram.com/studioaurora' },
    ]);
  });

  it('writes the samples in the admin’s language', async () => {
    await i18n.changeLanguage('en');
    await i18n.changeLanguage('it');
    const english = defaultBuilderState(i18n.getFixedT('en', 'admin-landing'));
    expect(english.reasons[0]?.title).toBe('Care');
    expect(english.faqs[0]?.question).toBe('Do I need any experience to join?');
  });

  it('offers only icons the public page draws', () => {
    for (const icon of LANDING_REASON_ICONS) expect(reasonIcon(icon), icon).not.toBe(Sparkles);
  });
});

describe('an existing page in the builder', () => {
  it('takes the saved page, in URL mode when it shows no uploaded file', () => {
    const page = landingPageFixture({
      logo_url: 'https://cdn.example.org/logo.png',
      hero_bg_image_url: null,
      photos: [],
      videos: [],
    });
    const state = stateFromPage(page);
    expect(state).toMatchObject({
      slug: 'ritiro-di-primavera',
      mode: 'url',
      heroTitle: 'Ritiro di primavera',
      heroBgColor: '#2f4f4f',
      logoUrl: 'https://cdn.example.org/logo.png',
      heroBgImageUrl: '',
      heroVideoUrl: '',
    });
    expect(state.reasons[0]).toEqual({
      icon: 'fas fa-heart',
      title: 'Cura',
      text: 'Un gruppo piccolo, seguito con attenzione.',
    });
  });

  it('opens in file mode when the page shows files uploaded to the site', () => {
    expect(stateFromPage(landingPageFixture()).mode).toBe('file');
  });

  it('maps icons outside the builder’s set to the nearest one it offers', () => {
    const state = stateFromPage(landingPageFixture());
    expect(state.reasons.map((reason) => reason.icon)).toEqual(['fas fa-heart', 'fas fa-seedling', 'fas fa-star']);
    expect(state.socialIcons.map((social) => social.icon)).toEqual([
      'fab fa-facebook-f',
      'fab fa-instagram',
      'fas fa-globe',
    ]);
    expect(knownIcon(' FAS  FA-LEAF ', LANDING_REASON_ICONS, 'x')).toBe('fas fa-leaf');
  });
});

describe('the live preview', () => {
  const previews = {
    heroLogo: 'blob:http://localhost/logo',
    heroBgImage: undefined,
    heroVideoFile: undefined,
    photo: ['blob:http://localhost/p1'],
    video: [],
  };

  it('shows chosen files in file mode, in place of the saved medium and after the kept photos', () => {
    const state = {
      ...defaultBuilderState(t),
      mode: 'file' as const,
      logoUrl: '/uploads/x.webp',
      photos: ['/uploads/a.webp'],
    };
    const page = toPreviewPage(state, previews);
    expect(page.logo_url).toBe('blob:http://localhost/logo');
    expect(page.photos).toEqual(['/uploads/a.webp', 'blob:http://localhost/p1']);
    expect(page.reasons[0]).toMatchObject({ title: 'Cura', description: expect.any(String) });
  });

  it('ignores chosen files in URL mode and leaves out empty addresses', () => {
    const state = { ...defaultBuilderState(t), logoUrl: '  ', photos: ['', 'https://cdn.example.org/a.jpg'] };
    const page = toPreviewPage(state, previews);
    expect(page.logo_url).toBeNull();
    expect(page.photos).toEqual(['https://cdn.example.org/a.jpg']);
    expect(noFiles()).toEqual({ heroLogo: [], heroBgImage: [], heroVideoFile: [], photo: [], video: [] });
  });
});
