import type { LandingPageView } from '@cammini/contract';

/** A landing page with every section filled, as GET /api/landingpage/{slug} answers it. */
export function landingPageFixture(overrides: Partial<LandingPageView> = {}): LandingPageView {
  return {
    id: 7,
    title: 'ritiro-di-primavera',
    hero_title: 'Ritiro di primavera',
    hero_subtitle: 'Tre giorni di silenzio, cammino e meditazione sulle colline toscane.',
    hero_cta_text: 'Prenota il tuo posto',
    hero_cta_url: '',
    logo_url: '/uploads/landing/logo.png',
    show_social_icons: true,
    socialIcons: [
      { icon: 'fab fa-facebook-f', url: 'https://www.facebook.com/camminidicrescita' },
      { icon: 'fa-brands fa-instagram', url: 'https://www.instagram.com/camminidicrescita' },
      { icon: 'bi bi-globe', url: 'https://example.org/ritiro' },
    ],
    hero_bg_color: '#2f4f4f',
    hero_bg_image_url: '/uploads/landing/colline.jpg',
    hero_video_url: null,
    hero_text_color: '#fafafa',
    hero_button_color: '#ffa400',
    hero_button_text_color: '#1a1a1a',
    reasons: [
      { icon: 'fas fa-heart', title: 'Cura', description: 'Un gruppo piccolo, seguito con attenzione.' },
      { icon: 'fas fa-seedling', title: 'Natura', description: 'Sentieri e giardini intorno alla casa.' },
      { icon: 'fa-solid fa-unknown-thing', title: 'Tempo per te', description: 'Niente telefono, tanto ascolto.' },
    ],
    photos: ['/uploads/landing/foto-1.jpg', 'https://cdn.example.org/foto-2.jpg'],
    videos: ['/uploads/landing/presentazione.mp4'],
    modules: [
      { moduleTitle: 'Giorno 1: arrivare', bullets: ['Accoglienza', 'Cammino al tramonto'] },
      { moduleTitle: 'Giorno 2: ascoltare', bullets: ['Meditazione all’alba', 'Silenzio condiviso'] },
    ],
    faqs: [
      { question: 'Serve esperienza di meditazione?', answer: 'No, il ritiro è adatto a chi comincia.' },
      { question: 'Che cosa devo portare?', answer: 'Scarpe comode e un quaderno.' },
    ],
    ...overrides,
  };
}
