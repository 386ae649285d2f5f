import { act, fireEvent, render, screen } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { preferReducedMotion } from '../../../test/reduced-motion';
import { AUTO_ADVANCE_MS, Carousel } from './carousel';

/** jsdom lays nothing out: give the track a size and record where it is asked to scroll. */
function layOut(track: HTMLElement, { scrollWidth = 2000, clientWidth = 400, scrollLeft = 0 } = {}) {
  Object.defineProperty(track, 'scrollWidth', { configurable: true, value: scrollWidth });
  Object.defineProperty(track, 'clientWidth', { configurable: true, value: clientWidth });
  track.scrollLeft = scrollLeft;
  const scrollTo = vi.fn((options: ScrollToOptions) => {
    track.scrollLeft = options.left ?? 0;
  });
  track.scrollTo = scrollTo as unknown as HTMLElement['scrollTo'];
  return scrollTo;
}

function renderCarousel(props: Partial<Parameters<typeof Carousel>[0]> = {}) {
  render(
    <Carousel label="Membri" stepPx={220} {...props}>
      {Array.from({ length: 8 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of test items
        <li key={index}>Elemento {index + 1}</li>
      ))}
    </Carousel>,
  );
  return screen.getByRole('list', { name: 'Membri' });
}

describe('carousel', () => {
  beforeEach(() => vi.useFakeTimers());

  it('moves by its step on each arrow click and wraps around at the ends', () => {
    const track = renderCarousel();
    const scrollTo = layOut(track, { scrollWidth: 1000, clientWidth: 400 });

    fireEvent.click(screen.getByRole('button', { name: 'Avanti: Membri' }));
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ left: 220 }));
    fireEvent.click(screen.getByRole('button', { name: 'Indietro: Membri' }));
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ left: 0 }));
    fireEvent.click(screen.getByRole('button', { name: 'Indietro: Membri' }));
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ left: 600 }));
    fireEvent.click(screen.getByRole('button', { name: 'Avanti: Membri' }));
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ left: 0 }));
  });

  it('wraps the step counter at the given number of steps', () => {
    const track = renderCarousel({ stepPx: 100, maxSteps: 10 });
    const scrollTo = layOut(track, { scrollWidth: 5000, clientWidth: 400, scrollLeft: 900 });

    fireEvent.click(screen.getByRole('button', { name: 'Avanti: Membri' }));
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ left: 0 }));
  });

  it('advances by itself every 2 seconds', () => {
    const track = renderCarousel({ autoAdvance: true });
    const scrollTo = layOut(track);

    act(() => {
      vi.advanceTimersByTime(AUTO_ADVANCE_MS);
    });
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ left: 220 }));
    act(() => {
      vi.advanceTimersByTime(AUTO_ADVANCE_MS);
    });
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ left: 440 }));
  });

  it('stays still while the pointer is over it', () => {
    const track = renderCarousel({ autoAdvance: true });
    const scrollTo = layOut(track);

    fireEvent.pointerEnter(track.parentElement as HTMLElement, { pointerType: 'mouse' });
    act(() => {
      vi.advanceTimersByTime(AUTO_ADVANCE_MS * 3);
    });
    expect(scrollTo).not.toHaveBeenCalled();

    fireEvent.pointerLeave(track.parentElement as HTMLElement, { pointerType: 'mouse' });
    act(() => {
      vi.advanceTimersByTime(AUTO_ADVANCE_MS);
    });
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it('stays still while something inside it has the focus', () => {
    const track = renderCarousel({ autoAdvance: true });
    const scrollTo = layOut(track);

    act(() => track.focus());
    act(() => {
      vi.advanceTimersByTime(AUTO_ADVANCE_MS * 3);
    });
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('stops when the visitor presses pause, and starts again on play', () => {
    const track = renderCarousel({ autoAdvance: true });
    const scrollTo = layOut(track);

    fireEvent.click(screen.getByRole('button', { name: 'Metti in pausa: Membri' }));
    // Clicking moved the focus into the carousel: take it out again, as when the visitor moves on.
    act(() => (document.activeElement as HTMLElement).blur());
    act(() => {
      vi.advanceTimersByTime(AUTO_ADVANCE_MS * 3);
    });
    expect(scrollTo).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Riprendi: Membri' }));
    act(() => (document.activeElement as HTMLElement).blur());
    act(() => {
      vi.advanceTimersByTime(AUTO_ADVANCE_MS);
    });
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it('gives the visitor a few seconds after a swipe before moving again', () => {
    const track = renderCarousel({ autoAdvance: true });
    const scrollTo = layOut(track);

    fireEvent.pointerDown(track, { pointerType: 'touch' });
    act(() => {
      vi.advanceTimersByTime(AUTO_ADVANCE_MS * 2);
    });
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(AUTO_ADVANCE_MS);
    });
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it('never moves by itself for visitors who prefer reduced motion', () => {
    preferReducedMotion();
    const track = renderCarousel({ autoAdvance: true });
    const scrollTo = layOut(track);

    act(() => {
      vi.advanceTimersByTime(AUTO_ADVANCE_MS * 5);
    });
    expect(scrollTo).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: /Metti in pausa/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Avanti: Membri' })).toBeInTheDocument();
  });
});
