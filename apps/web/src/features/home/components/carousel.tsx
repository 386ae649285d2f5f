import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { Children, type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReducedMotion } from '../../../lib/use-media-query';

/** The home's carousels advance every 2 seconds. */
export const AUTO_ADVANCE_MS = 2000;
/** After a swipe, a wheel turn or a key press the visitor is in charge for a while. */
const USER_GRACE_MS = 5000;

export interface CarouselProps {
  /** The accessible name of the list and of its buttons ("Ultimi percorsi"). */
  label: string;
  /** `<li>` items. */
  children: ReactNode;
  autoAdvance?: boolean;
  /** A fixed distance per click (the members carousel moves 220 px); otherwise one item. */
  stepPx?: number;
  /** The step counter wraps to the first position after this many steps (the topic slider: 10). */
  maxSteps?: number;
  className?: string;
}

/**
 * A light carousel: a CSS scroll-snap track (swipeable by touch, scrollable by keyboard), previous
 * and next buttons, and an optional auto-advance that stops while the visitor hovers it, focuses
 * inside it, has just swiped it, paused it, or asked the system for reduced motion.
 */
export function Carousel({ label, children, autoAdvance = false, stepPx, maxSteps, className }: CarouselProps) {
  const { t } = useTranslation('home');
  const trackId = useId();
  const trackRef = useRef<HTMLUListElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const lastInteraction = useRef(0);
  const reducedMotion = useReducedMotion();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  const [onScreen, setOnScreen] = useState(true);
  // Without layout information (tests, old browsers) the buttons stay: they simply do nothing.
  const [overflowing, setOverflowing] = useState(true);
  const itemCount = Children.count(children);

  const move = useCallback(
    (direction: 1 | -1) => {
      const track = trackRef.current;
      if (!track) return;
      const maxLeft = track.scrollWidth - track.clientWidth;
      if (maxLeft <= 1) return;
      const step = stepPx ?? itemStep(track);
      const positions = Math.min(Math.ceil(maxLeft / step - 0.05) + 1, maxSteps ?? Number.POSITIVE_INFINITY);
      const current = Math.round(track.scrollLeft / step);
      const atEnd = track.scrollLeft >= maxLeft - 1;
      let next = current + direction;
      if (direction === 1 && (atEnd || next >= positions)) next = 0;
      if (next < 0) next = positions - 1;
      track.scrollTo?.({ left: Math.min(next * step, maxLeft), behavior: reducedMotion ? 'auto' : 'smooth' });
    },
    [stepPx, maxSteps, reducedMotion],
  );

  useEffect(() => {
    const root = rootRef.current;
    if (!autoAdvance || !root || typeof IntersectionObserver === 'undefined') return;
    // Nothing moves where nobody can see it.
    const observer = new IntersectionObserver(([entry]) => setOnScreen(entry?.isIntersecting ?? true));
    observer.observe(root);
    return () => observer.disconnect();
  }, [autoAdvance]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: measured again when the number of items changes (an admin deleted one), which does not resize the track
  useEffect(() => {
    const track = trackRef.current;
    if (!track || typeof ResizeObserver === 'undefined') return;
    // When every item fits, there is nothing to scroll: no buttons, no auto-advance.
    const observer = new ResizeObserver(() => setOverflowing(track.scrollWidth > track.clientWidth + 1));
    observer.observe(track);
    return () => observer.disconnect();
  }, [itemCount]);

  const running = overflowing && autoAdvance && !reducedMotion && !hovered && !focused && !userPaused && onScreen;
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => {
      if (Date.now() - lastInteraction.current >= USER_GRACE_MS) move(1);
    }, AUTO_ADVANCE_MS);
    return () => window.clearInterval(timer);
  }, [running, move]);

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    // Hover and focus only pause the carousel; they are listened to, not made interactive.
    const onPointerEnter = (event: PointerEvent) => event.pointerType === 'mouse' && setHovered(true);
    const onPointerLeave = () => setHovered(false);
    const onFocusIn = () => setFocused(true);
    const onFocusOut = (event: FocusEvent) => {
      if (!root.contains(event.relatedTarget as Node | null)) setFocused(false);
    };
    root.addEventListener('pointerenter', onPointerEnter);
    root.addEventListener('pointerleave', onPointerLeave);
    root.addEventListener('focusin', onFocusIn);
    root.addEventListener('focusout', onFocusOut);
    return () => {
      root.removeEventListener('pointerenter', onPointerEnter);
      root.removeEventListener('pointerleave', onPointerLeave);
      root.removeEventListener('focusin', onFocusIn);
      root.removeEventListener('focusout', onFocusOut);
    };
  }, []);

  const noteInteraction = () => {
    lastInteraction.current = Date.now();
  };

  return (
    <div ref={rootRef} className={`carousel ${className ?? ''}`}>
      <ul
        ref={trackRef}
        id={trackId}
        className="carousel__track"
        aria-label={label}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard, even when its items hold no link
        tabIndex={0}
        onPointerDown={noteInteraction}
        onWheel={noteInteraction}
        onKeyDown={noteInteraction}
      >
        {children}
      </ul>
      <div className="carousel__controls" hidden={!overflowing}>
        {autoAdvance && !reducedMotion && (
          <button
            type="button"
            className="icon-button"
            onClick={() => setUserPaused((paused) => !paused)}
            aria-label={userPaused ? t('carousel.play', { name: label }) : t('carousel.pause', { name: label })}
            title={userPaused ? t('carousel.play', { name: label }) : t('carousel.pause', { name: label })}
          >
            {userPaused ? <Play aria-hidden="true" size={18} /> : <Pause aria-hidden="true" size={18} />}
          </button>
        )}
        <StepButton direction={-1} trackId={trackId} label={label} onClick={() => move(-1)} />
        <StepButton direction={1} trackId={trackId} label={label} onClick={() => move(1)} />
      </div>
    </div>
  );
}

/** The previous (-1) or next (1) button of the carousel named `label`. */
function StepButton({
  direction,
  trackId,
  label,
  onClick,
}: {
  direction: -1 | 1;
  trackId: string;
  label: string;
  onClick: () => void;
}) {
  const { t } = useTranslation('home');
  const name = t(direction < 0 ? 'carousel.previous' : 'carousel.next', { name: label });
  return (
    <button
      type="button"
      className="icon-button"
      aria-controls={trackId}
      aria-label={name}
      title={name}
      onClick={onClick}
    >
      {direction < 0 ? <ChevronLeft aria-hidden="true" size={20} /> : <ChevronRight aria-hidden="true" size={20} />}
    </button>
  );
}

/** The distance from one item to the next: its width plus the track's gap. */
function itemStep(track: HTMLElement): number {
  const first = track.firstElementChild;
  if (!first) return track.clientWidth;
  const gap = Number.parseFloat(getComputedStyle(track).columnGap) || 0;
  return first.getBoundingClientRect().width + gap || track.clientWidth;
}

/** Grey cards that hold the carousel's place while its list loads, so nothing jumps when it arrives. */
export function CarouselSkeleton({ label }: { label: string }) {
  return (
    <div className="carousel" aria-busy="true">
      <span className="visually-hidden" role="status">
        {label}
      </span>
      <div className="carousel__track carousel__track--skeleton" aria-hidden="true">
        <div className="skeleton-card" />
        <div className="skeleton-card" />
        <div className="skeleton-card" />
        <div className="skeleton-card" />
      </div>
    </div>
  );
}
