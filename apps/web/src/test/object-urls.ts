import { vi } from 'vitest';

/** jsdom has no object URLs; file previews need them: each file gets `blob:{origin}/1`, `/2`… */
export function stubObjectUrls() {
  let next = 0;
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: () => `blob:${window.location.origin}/${++next}`,
      revokeObjectURL: () => {},
    }),
  );
}
