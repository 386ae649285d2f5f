/** A small deterministic random source, so every seeded item gets the same picture on every run. */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  between(min: number, max: number): number;
  pick<T>(items: readonly [T, ...T[]]): T;
}

/** FNV-1a: turns a title into a 32-bit seed. */
function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: tiny, fast and good enough for picking colours and shapes. */
export function randomFrom(text: string): Random {
  let state = hashText(text);
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    between: (min, max) => min + (max - min) * next(),
    pick: (items) => items[Math.floor(next() * items.length)] ?? items[0],
  };
}
