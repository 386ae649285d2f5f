import { useMediaQuery } from './use-media-query';

/**
 * Whether the visitor asked their system for less motion: carousels then stay still and videos do
 * not start by themselves. A browser without matchMedia cannot carry the preference: it reads false.
 */
export const useReducedMotion = () => useMediaQuery('(prefers-reduced-motion: reduce)');
