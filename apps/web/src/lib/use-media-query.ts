import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now; false where matchMedia does not exist (tests, old browsers). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : false),
    () => false,
  );
}

/**
 * Whether the visitor asked their system for less motion: carousels then stay still and videos do
 * not start by themselves. A browser without matchMedia cannot carry the preference: it reads false.
 */
export const useReducedMotion = () => useMediaQuery('(prefers-reduced-motion: reduce)');
