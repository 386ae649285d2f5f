import { vi } from 'vitest';

/** Makes `prefers-reduced-motion: reduce` match (jsdom has no matchMedia of its own). */
export function preferReducedMotion() {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: query.includes('prefers-reduced-motion: reduce'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })),
  );
}
