import { describe, expect, it } from 'vitest';
import * as factories from './query-keys';

type KeyFactory = Record<string, readonly unknown[] | ((...args: never[]) => readonly unknown[])>;

/** Every key each factory makes, with the same sample arguments ("x" for text, "1" for ids). */
function everyKey(): { name: string; key: string }[] {
  return Object.entries(factories as unknown as Record<string, KeyFactory>).flatMap(([resource, factory]) =>
    Object.entries(factory).map(([name, make]) => {
      const key =
        typeof make === 'function' ? (make as (...args: unknown[]) => readonly unknown[])('x', 'x', 'x') : make;
      return { name: `${resource}.${name}`, key: JSON.stringify(key) };
    }),
  );
}

describe('query keys', () => {
  it('never give two shapes of answer the same key', () => {
    const keys = everyKey();
    const byKey = new Map<string, string[]>();
    for (const { name, key } of keys) byKey.set(key, [...(byKey.get(key) ?? []), name]);
    const shared = [...byKey.values()].filter((names) => names.length > 1);
    expect(shared).toEqual([]);
  });

  it('keep the article page and the article edit form apart, under one prefix for both', () => {
    const detail = factories.articleKeys.detail('Il-respiro');
    const edit = factories.articleKeys.edit('Il-respiro');
    expect(detail).not.toEqual(edit);
    expect(detail.slice(0, 1)).toEqual(factories.articleKeys.all);
    expect(edit.slice(0, 1)).toEqual(factories.articleKeys.all);
  });

  it('name an item by its title alike whether it came spaced or hyphenated', () => {
    expect(factories.courseKeys.detail('Radici e ali')).toEqual(factories.courseKeys.detail('Radici-e-ali'));
  });
});
