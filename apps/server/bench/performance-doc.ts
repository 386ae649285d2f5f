import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';

const HEADER =
  '# Performance\n\nMeasured figures, each with the command that reproduces it. Sections between `bench:` markers are ' +
  'written by `npm run bench`; edit around them, not inside.\n';

/**
 * Puts `content` between `<!-- bench:{id}:start -->` and `<!-- bench:{id}:end -->`, replacing what was
 * there, or appends the marked section; everything else in the file stays as it is.
 */
export function replaceSection(document: string, id: string, content: string): string {
  const start = `<!-- bench:${id}:start -->`;
  const end = `<!-- bench:${id}:end -->`;
  const block = `${start}\n${content.trim()}\n${end}`;
  const from = document.indexOf(start);
  const to = document.indexOf(end);
  if (from >= 0 && to > from) return document.slice(0, from) + block + document.slice(to + end.length);
  return `${document.trimEnd()}\n\n${block}\n`;
}

export async function writeDocSection(file: string, id: string, content: string): Promise<void> {
  const current = existsSync(file) ? await readFile(file, 'utf8') : HEADER;
  await writeFile(file, replaceSection(current, id, content));
}
