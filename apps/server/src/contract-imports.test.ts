import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * An import cycle between the contract's files leaves a schema undefined (or in its temporal dead
 * zone) while another file is built from it, depending on which file is imported first: the server
 * under tsx crashed at start, and under Vitest POST /api/module/ answered 500 (banking → back-office
 * → contact → accounts → banking).
 */
// The contract package has no Node types (it must stay browser-safe), so its structure is checked from here.
const dir = path.join(import.meta.dirname, '..', '..', '..', 'packages', 'contract', 'src');
const sources = readdirSync(dir).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));

function localImports(file: string): string[] {
  const text = readFileSync(path.join(dir, file), 'utf8');
  return [...text.matchAll(/^(?:import|export)[^;]*?from '\.\/([\w-]+)\.js';/gms)].map((match) => `${match[1]}.ts`);
}

function findCycle(): string[] | null {
  const state = new Map<string, 'visiting' | 'done'>();
  const trail: string[] = [];
  const visit = (file: string): string[] | null => {
    if (state.get(file) === 'done') return null;
    if (state.get(file) === 'visiting') return [...trail.slice(trail.indexOf(file)), file];
    state.set(file, 'visiting');
    trail.push(file);
    for (const next of localImports(file)) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    trail.pop();
    state.set(file, 'done');
    return null;
  };
  for (const file of sources.filter((name) => name !== 'index.ts')) {
    const cycle = visit(file);
    if (cycle) return cycle;
  }
  return null;
}

describe('the contract’s files', () => {
  it('import each other without a cycle', () => {
    expect(sources.length).toBeGreaterThan(10);
    expect(findCycle()).toBeNull();
  });
});
