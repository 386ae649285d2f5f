import { Clock, Flower2, HandHeart, Heart, Sparkles, Sprout, Star, Users } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { FacebookIcon, InstagramIcon, YoutubeIcon } from './brand-icons';
import { hostOf, reasonIcon, socialNetwork } from './icons';

describe('reasonIcon', () => {
  it.each([
    ['fas fa-heart', Heart],
    ['fa-solid fa-star', Star],
    ['bi bi-star-fill', Star],
    ['fas fa-seedling', Sprout],
    ['fas fa-spa', Flower2],
    ['fas fa-hand-holding-heart', HandHeart],
    ['fas fa-users', Users],
    ['fa-regular fa-clock', Clock],
    ['heart', Heart],
  ])('draws %s', (iconClass, icon) => {
    expect(reasonIcon(iconClass)).toBe(icon);
  });

  it('gives unknown and empty names a neutral mark, matching whole words only', () => {
    expect(reasonIcon('fa-solid fa-unknown-thing')).toBe(Sparkles);
    expect(reasonIcon('')).toBe(Sparkles);
    expect(reasonIcon('<img src=x onerror=alert(1)>')).toBe(Sparkles);
    // "facebook" holds "book" and "clock" holds "lock", but neither is a word of its own.
    expect(reasonIcon('fab fa-facebook')).toBe(Sparkles);
  });
});

describe('socialNetwork', () => {
  it('reads the network from the icon class', () => {
    expect(socialNetwork('fab fa-facebook-f', 'https://example.org')?.icon).toBe(FacebookIcon);
    expect(socialNetwork('fa-brands fa-instagram', 'https://example.org')?.name).toBe('Instagram');
  });

  it('falls back to the address host', () => {
    expect(socialNetwork('', 'https://www.youtube.com/@cammini')?.icon).toBe(YoutubeIcon);
    expect(socialNetwork('icon', 'https://instagram.com/x')?.icon).toBe(InstagramIcon);
  });

  it('knows nothing of other sites', () => {
    expect(socialNetwork('bi bi-globe', 'https://example.org/ritiro')).toBeNull();
    expect(socialNetwork('', '/pagina')).toBeNull();
  });

  it('reads the host of an http(s) address only', () => {
    expect(hostOf('https://www.example.org/a')).toBe('example.org');
    expect(hostOf('/a')).toBeNull();
  });
});
