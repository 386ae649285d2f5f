import { act, fireEvent, screen } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { preferReducedMotion } from '../../../test/reduced-motion';
import { renderAt } from '../../../test/render';
import { HomeHero } from './home-hero';
import { QUOTE_FADE_MS, QUOTE_INTERVAL_MS } from './rotating-quote';

const routes = [{ path: '/', element: <HomeHero /> }];
const firstQuote = 'Un viaggio di mille miglia comincia con un solo passo.';
const secondQuote = 'Ciò che cerchi sta cercando te.';

describe('home hero', () => {
  let play: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    vi.useFakeTimers();
    play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  });

  it('fades the quote out after 5 seconds and shows the next one a second later', () => {
    renderAt('/', routes);
    const figure = screen.getByText(firstQuote).closest('figure');

    act(() => {
      vi.advanceTimersByTime(QUOTE_INTERVAL_MS);
    });
    expect(figure).toHaveAttribute('data-fading', 'true');
    expect(screen.getByText(firstQuote)).toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(QUOTE_FADE_MS);
    });
    expect(screen.getByText(secondQuote)).toBeInTheDocument();
    expect(screen.getByText(secondQuote).closest('figure')).toHaveAttribute('data-fading', 'false');
  });

  it('plays the muted video, and the pause button stops it and the quotes', () => {
    const { container } = renderAt('/', routes);
    const video = container.querySelector('video') as HTMLVideoElement;
    expect(video.muted).toBe(true);
    expect(play).toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Ferma il video e le citazioni' }));
    expect(HTMLMediaElement.prototype.pause).toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(QUOTE_INTERVAL_MS * 3);
    });
    expect(screen.getByText(firstQuote)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Riprendi il video e le citazioni' })).toBeInTheDocument();
  });

  it('keeps still for visitors who prefer reduced motion: no video, one quote', () => {
    preferReducedMotion();
    const { container } = renderAt('/', routes);

    expect(container.querySelector('video')).toBeNull();
    expect(play).not.toHaveBeenCalled();
    // The still of the scene stays, as it is in the server's page before any script runs.
    expect(container.querySelector('img.home-hero__still')).toHaveAttribute(
      'src',
      expect.stringContaining('hero-still'),
    );
    act(() => {
      vi.advanceTimersByTime(QUOTE_INTERVAL_MS * 3);
    });
    expect(screen.getByText(firstQuote)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Scopri i percorsi' })).toHaveAttribute('href', '/corsi');
  });
});
