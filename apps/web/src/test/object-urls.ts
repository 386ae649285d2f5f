import { vi } from 'vitest';

/**
 * jsdom has no object URLs; file previews need them: each file gets `blob:{origin}/1`, `/2`… The stub is
 * a subclass, so `new URL(…)` still works and the real `URL` is left untouched for the next test and file.
 */
export function stubObjectUrls() {
  let next = 0;
  vi.stubGlobal(
    'URL',
    class extends URL {
      static override createObjectURL = () => `blob:${window.location.origin}/${++next}`;
      static override revokeObjectURL = () => {};
    },
  );
}
