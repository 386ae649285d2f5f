import { LANDING_PAGE_DEFAULT_COLORS } from '@cammini/contract';
import { screen, within } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/fake-api';
import { preferReducedMotion } from '../../../test/reduced-motion';
import { renderAt } from '../../../test/render';
import { siteSettingsRoute, testSiteSettings } from '../../../test/site-settings';
import { setupUser } from '../../../test/user';
import { LandingPageContent } from '../components/landing-page-content';
import { landingPageFixture } from '../testing/landing-page-fixture';
import {
  LandingFaq,
  LandingFeatures,
  LandingFooter,
  LandingGallery,
  LandingHeader,
  LandingHero,
  LandingModules,
  LandingVideos,
} from '.';

const page = landingPageFixture();
const show = (element: React.ReactElement) => renderAt('/', [{ path: '/', element }]);

describe('landing header', () => {
  it('shows the logo with its size and the social links, opening other sites in a new tab', () => {
    show(<LandingHeader {...page} />);
    const logo = screen.getByRole('img', { name: 'Logo di Ritiro di primavera' });
    expect(logo).toHaveAttribute('src', '/uploads/landing/logo.png');
    expect(logo).toHaveAttribute('width', '160');
    expect(logo).toHaveAttribute('height', '48');
    const social = screen.getByRole('list', { name: 'Social' });
    const facebook = within(social).getByRole('link', { name: 'Facebook (si apre in una nuova scheda)' });
    expect(facebook).toHaveAttribute('href', 'https://www.facebook.com/camminidicrescita');
    expect(facebook).toHaveAttribute('target', '_blank');
    expect(facebook).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(social).getByRole('link', { name: 'Instagram (si apre in una nuova scheda)' })).toBeInTheDocument();
    // An unknown network is named by its host and gets a neutral globe.
    expect(within(social).getByRole('link', { name: 'example.org (si apre in una nuova scheda)' })).toBeInTheDocument();
  });

  it('hides the social links when the page says so', () => {
    show(<LandingHeader {...page} show_social_icons={false} />);
    expect(screen.queryByRole('list', { name: 'Social' })).not.toBeInTheDocument();
    expect(screen.getByRole('img')).toBeInTheDocument();
  });

  it('drops script, data and protocol-relative addresses', () => {
    const { container } = show(
      <LandingHeader
        {...page}
        logo_url="javascript:alert(1)"
        socialIcons={[
          { icon: 'fab fa-facebook', url: 'javascript:alert(document.cookie)' },
          { icon: 'fab fa-instagram', url: 'data:text/html,<script>alert(1)</script>' },
          { icon: 'fab fa-youtube', url: '//evil.example' },
          { icon: 'fab fa-youtube', url: 'https://www.youtube.com/@cammini' },
        ]}
      />,
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', 'https://www.youtube.com/@cammini');
    expect(container.innerHTML).not.toMatch(/javascript:|data:text|evil\.example/);
  });

  it('shows only the icons the owner gave an address: a network’s bare home page is no one’s profile', () => {
    show(
      <LandingHeader
        {...page}
        socialIcons={[
          { icon: 'fab fa-facebook-f', url: 'https://www.facebook.com/' },
          { icon: 'fab fa-instagram', url: 'https://instagram.com' },
          { icon: 'fab fa-youtube', url: 'https://www.youtube.com/' },
          { icon: 'fab fa-youtube', url: '' },
          { icon: 'fab fa-instagram', url: 'https://www.instagram.com/studioaurora/' },
        ]}
      />,
    );
    const links = within(screen.getByRole('list', { name: 'Social' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://www.instagram.com/studioaurora/']);
  });

  it('renders nothing without a logo or links', () => {
    const { container } = show(<LandingHeader {...page} logo_url={null} socialIcons={[]} />);
    expect(container.querySelector('.lp-header')).toBeNull();
  });
});

describe('landing hero', () => {
  it('shows the title, the subtitle and the call to action in the page colours', () => {
    show(<LandingHero {...page} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Ritiro di primavera' })).toBeInTheDocument();
    expect(screen.getByText(page.hero_subtitle)).toBeInTheDocument();
    const cta = screen.getByRole('link', { name: 'Prenota il tuo posto' });
    expect(cta).toHaveAttribute('href', '/modulo');
    expect(cta).toHaveStyle({ backgroundColor: '#ffa400', color: '#1a1a1a' });
    const hero = cta.closest('section');
    expect(hero).toHaveStyle({ backgroundColor: '#2f4f4f', color: '#fafafa' });
  });

  it('lays the background photo behind a veil of the background colour', () => {
    const { container } = show(<LandingHero {...page} />);
    const photo = container.querySelector('img.lp-hero__media');
    expect(photo).toHaveAttribute('src', '/uploads/landing/colline.jpg');
    expect(photo).toHaveAttribute('alt', '');
    expect(photo).toHaveAttribute('width');
    expect(photo).toHaveAttribute('height');
    expect(container.querySelector('.lp-hero__veil')).toHaveStyle({ backgroundColor: '#2f4f4f' });
  });

  it('falls back to the builder defaults for colours that are not hex colours', () => {
    show(
      <LandingHero
        {...page}
        hero_bg_color="red; background-image: url(https://evil.example/track.png)"
        hero_text_color="expression(alert(1))"
        hero_button_color="#fff;position:fixed;inset:0"
        hero_button_text_color="var(--x)"
      />,
    );
    const cta = screen.getByRole('link', { name: 'Prenota il tuo posto' });
    const hero = cta.closest('section') as HTMLElement;
    expect(hero).toHaveStyle({
      backgroundColor: LANDING_PAGE_DEFAULT_COLORS.heroBgColor,
      color: LANDING_PAGE_DEFAULT_COLORS.heroTextColor,
    });
    expect(cta).toHaveStyle({
      backgroundColor: LANDING_PAGE_DEFAULT_COLORS.heroButtonColor,
      color: LANDING_PAGE_DEFAULT_COLORS.heroButtonTextColor,
    });
    expect(hero.getAttribute('style')).not.toMatch(/evil|expression|position|url\(/);
    expect(cta.getAttribute('style')).not.toMatch(/position|var\(/);
  });

  it('shows no picture for a hostile address', () => {
    const { container } = show(
      <LandingHero {...page} hero_bg_image_url="javascript:alert(1)" hero_video_url="data:video/mp4;base64,AAAA" />,
    );
    expect(container.querySelector('.lp-hero__media')).toBeNull();
    expect(container.querySelector('.lp-hero__veil')).toBeNull();
  });

  it('never links the call to action to a script address', () => {
    show(<LandingHero {...page} hero_cta_url="javascript:alert(1)" />);
    expect(screen.getByRole('link', { name: 'Prenota il tuo posto' })).toHaveAttribute('href', '/modulo');
  });

  it('leads the call to action where the admin chose, or to the contact module', () => {
    const { unmount } = show(<LandingHero {...page} hero_cta_url="/corsi" />);
    expect(screen.getByRole('link', { name: 'Prenota il tuo posto' })).toHaveAttribute('href', '/corsi');
    unmount();
    show(<LandingHero {...page} hero_cta_url="https://prenota.example/ritiro" />);
    const external = screen.getByRole('link', { name: 'Prenota il tuo posto' });
    expect(external).toHaveAttribute('href', 'https://prenota.example/ritiro');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('plays a muted background video with the photo as poster, and lets the visitor pause it', async () => {
    preferReducedMotion(false);
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
    const { container } = show(<LandingHero {...page} hero_video_url="/uploads/landing/mare.mp4" />);
    const video = container.querySelector('video') as HTMLVideoElement;
    expect(video).toHaveAttribute('src', '/uploads/landing/mare.mp4');
    expect(video).toHaveAttribute('poster', '/uploads/landing/colline.jpg');
    expect(video.muted).toBe(true);
    expect(play).toHaveBeenCalled();
    await setupUser().click(screen.getByRole('button', { name: 'Metti in pausa il video di sfondo' }));
    expect(pause).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Riproduci il video di sfondo' })).toBeInTheDocument();
  });

  it('keeps the background video still for visitors who asked for less motion', () => {
    preferReducedMotion(true);
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
    show(<LandingHero {...page} hero_video_url="/uploads/landing/mare.mp4" />);
    expect(play).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Riproduci il video di sfondo' })).toBeInTheDocument();
  });

  it('shows text with markup as text', () => {
    const { container } = show(<LandingHero {...page} hero_title={'<img src=x onerror="alert(1)">Titolo'} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('<img src=x onerror="alert(1)">Titolo');
    expect(container.querySelector('img[onerror]')).toBeNull();
  });
});

describe('landing features', () => {
  it('shows each reason with a drawn icon, its title and its text, tinted with the button colour', () => {
    const { container } = show(<LandingFeatures {...page} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Perché sceglierci' })).toBeInTheDocument();
    for (const reason of page.reasons) {
      expect(screen.getByRole('heading', { level: 3, name: reason.title })).toBeInTheDocument();
      expect(screen.getByText(reason.description)).toBeInTheDocument();
    }
    expect(container.querySelector('.lucide-heart')).not.toBeNull();
    expect(container.querySelector('.lucide-sparkles')).not.toBeNull();
    expect(container.querySelector('.lp-feature__icon')).toHaveStyle({ color: '#ffa400' });
  });

  it('renders nothing without reasons', () => {
    const { container } = show(<LandingFeatures reasons={[{ icon: 'fa-heart', title: ' ', description: '' }]} />);
    expect(container.querySelector('section')).toBeNull();
  });
});

describe('landing gallery', () => {
  it('lazy-loads every photo with its size and a numbered description', () => {
    show(<LandingGallery photos={page.photos} />);
    const photos = screen.getAllByRole('img');
    expect(photos).toHaveLength(2);
    expect(photos[0]).toHaveAttribute('alt', 'Foto 1 di 2');
    for (const photo of photos) {
      expect(photo).toHaveAttribute('loading', 'lazy');
      expect(photo).toHaveAttribute('width', '800');
      expect(photo).toHaveAttribute('height', '600');
    }
  });

  it('drops hostile addresses and hides when none is left', () => {
    const { container } = show(<LandingGallery photos={['javascript:alert(1)', 'data:image/png;base64,AAAA']} />);
    expect(container.querySelector('section')).toBeNull();
  });
});

describe('landing videos', () => {
  it('shows each video with controls, loading only its metadata', () => {
    const { container } = show(
      <LandingVideos videos={[...page.videos, 'vbscript:x', 'https://cdn.example.org/v.mp4']} />,
    );
    const videos = container.querySelectorAll('video');
    expect(videos).toHaveLength(2);
    expect(videos[0]).toHaveAttribute('controls');
    expect(videos[0]).toHaveAttribute('preload', 'metadata');
    expect(videos[1]).toHaveAttribute('aria-label', 'Video 2 di 2');
  });
});

describe('landing modules', () => {
  it('lists each module with its points', () => {
    show(<LandingModules modules={page.modules} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Il programma' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Giorno 1: arrivare' })).toBeInTheDocument();
    expect(screen.getByText('Cammino al tramonto')).toBeInTheDocument();
    expect(screen.getByText('Silenzio condiviso')).toBeInTheDocument();
  });

  it('skips empty modules and empty points', () => {
    const { container } = show(<LandingModules modules={[{ moduleTitle: '', bullets: ['', ' '] }]} />);
    expect(container.querySelector('section')).toBeNull();
  });
});

describe('landing FAQ', () => {
  it('shows each question as a disclosure of one group, so one answer is open at a time', async () => {
    const { container } = show(<LandingFaq faqs={page.faqs} />);
    const items = container.querySelectorAll('details');
    expect(items).toHaveLength(2);
    expect(items[0]?.getAttribute('name')).toBeTruthy();
    expect(items[0]?.getAttribute('name')).toBe(items[1]?.getAttribute('name'));
    await setupUser().click(screen.getByText('Serve esperienza di meditazione?'));
    expect(items[0]).toHaveAttribute('open');
    expect(screen.getByText('No, il ritiro è adatto a chi comincia.')).toBeVisible();
  });
});

describe('landing footer', () => {
  it('shows the current year and the business name of the settings', async () => {
    stubApi(siteSettingsRoute());
    show(<LandingFooter {...page} />);
    expect(
      await screen.findByText(new RegExp(`© ${new Date().getFullYear()} ${testSiteSettings.businessName}`)),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy-policy');
  });
});

describe('whole landing page', () => {
  it('renders every section in order', () => {
    const { container } = show(<LandingPageContent page={page} year={2030} />);
    const order = [...container.querySelectorAll('.lp-page > *')].map((element) => element.className.split(' ')[0]);
    expect(order).toEqual([
      'lp-header',
      'lp-hero',
      'lp-section',
      'lp-section',
      'lp-section',
      'lp-section',
      'lp-section',
      'lp-footer',
    ]);
    expect(screen.getByText(/© 2030/)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Perché sceglierci',
      'Galleria',
      'Video',
      'Il programma',
      'Domande frequenti',
    ]);
  });

  it('shows only the hero and the footer for an empty page', () => {
    const { container } = show(
      <LandingPageContent
        page={landingPageFixture({
          logo_url: null,
          socialIcons: [],
          hero_bg_image_url: null,
          reasons: [],
          photos: [],
          videos: [],
          modules: [],
          faqs: [],
        })}
      />,
    );
    expect(container.querySelectorAll('.lp-page > *')).toHaveLength(2);
  });
});
