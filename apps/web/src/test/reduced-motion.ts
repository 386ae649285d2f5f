import { vi } from 'vitest';

/**
 * Makes `prefers-reduced-motion: reduce` match, or with `reduce` false match nothing (jsdom has no
 * matchMedia of its own).
 */
export function preferReducedMotion(reduce = true) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query.includes('prefers-reduced-motion: reduce'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })),
  );
}
