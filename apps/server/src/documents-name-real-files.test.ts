import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Documents cannot drift: every file that ARCHITECTURE.md, a README, a document in docs/ or a comment in
 * the code names must exist. A reference is a word with a source or document extension; it is matched
 * against the end of a file's path in the repository (`lib/rich-text.ts` is apps/server/src/lib/rich-text.ts), so a
 * document may name a file from its own folder, its package or the repository's root. Patterns
 * (`*.service.ts`, `<m>.plugin.ts`) and addresses are not references.
 */

const ROOT = path.resolve(import.meta.dirname, '../../..');
const NAMED_FILE = /[\w@.[\]/-]*[\w\]]\.(?:tsx?|mjs|cjs|css|sql|md|sh)\b/g;
/** Files the build or a run makes; a document may name them though no checkout holds them. */
const MADE_BY_A_RUN = new Set(['docs/security-figures.md']);

function repositoryFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return listed.split('\0').filter((file) => file !== '' && !file.includes('node_modules/'));
}

/** The prose of a file: all of a document, the comments of code (a trailing comment from its slashes). */
function proseLines(file: string, text: string): { line: number; text: string }[] {
  const lines = text.split('\n').map((line, index) => ({ line: index + 1, text: line }));
  if (file.endsWith('.md')) return lines;
  let inBlock = false;
  return lines.flatMap(({ line, text: code }) => {
    const trimmed = code.trim();
    const whole = inBlock || trimmed.startsWith('//') || trimmed.startsWith('/*') || trimmed.startsWith('*');
    if (trimmed.startsWith('/*')) inBlock = true;
    if (inBlock && trimmed.includes('*/')) inBlock = false;
    if (whole) return [{ line, text: code }];
    const trailing = code.indexOf(' // ');
    return trailing === -1 ? [] : [{ line, text: code.slice(trailing) }];
  });
}

function referencesIn(file: string, text: string): { line: number; name: string }[] {
  const found: { line: number; name: string }[] = [];
  for (const { line, text: prose } of proseLines(file, text)) {
    for (const match of prose.matchAll(NAMED_FILE)) {
      const name = match[0].replace(/^\.\//, '');
      const before = prose.slice(0, match.index);
      // An address, an import written as code, or a pattern.
      if (/(https?:\/\/|www\.)\S*$/.test(before) || /[*<{$]$/.test(before) || /[[\]]/.test(name)) continue;
      if (name.startsWith('.') || name.startsWith('/')) continue;
      found.push({ line, name });
    }
  }
  return found;
}

describe('documents and comments', () => {
  const files = repositoryFiles();
  const exists = (name: string) =>
    MADE_BY_A_RUN.has(name) || files.some((file) => file === name || file.endsWith(`/${name}`));
  const readable = files.filter((file) =>
    /(^|\/)(ARCHITECTURE|README)\.md$|^docs\/.+\.md$|^(apps|packages|scripts)\/.+\.(tsx?|mjs|cjs|css)$/.test(file),
  );

  it('name only files that exist', () => {
    const missing = readable.flatMap((file) =>
      referencesIn(file, readFileSync(path.join(ROOT, file), 'utf8'))
        .filter(({ name }) => !exists(name))
        .map(({ line, name }) => `${file}:${line} names ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it('would notice a renamed file', () => {
    expect(referencesIn('notes.md', 'Rich text is cleaned by `lib/rich-text.ts` and `lib/rich-texts.ts`.')).toEqual([
      { line: 1, name: 'lib/rich-text.ts' },
      { line: 1, name: 'lib/rich-texts.ts' },
    ]);
    expect(exists('lib/rich-text.ts')).toBe(true);
    expect(exists('lib/rich-texts.ts')).toBe(false);
    expect(referencesIn('a.ts', 'const x = 1; // see *.service.ts and https://example.com/a.ts')).toEqual([]);
  });
});
