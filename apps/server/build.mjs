// Compiles the server into dist/: one ES module per entry (the server, the admin and media:migrate commands) with the
// contract and Drizzle bundled in and every other npm package left to node_modules, plus the files the code reads at
// run time next to it (migrations, demo media). Production runs this, not a TypeScript loader.
import { cp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

const root = import.meta.dirname;
const dist = path.join(root, 'dist');
const manifest = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8'));
// Bundled with the server's own code: the contract, and Drizzle, whose hundreds of small modules, loaded one by
// one from node_modules, took 450 ms of the start and 160 MB of short-lived heap (docs/performance.md).
const bundled = ['@cammini/contract', 'drizzle-orm'];
const external = Object.keys(manifest.dependencies).filter((name) => !bundled.includes(name));

await rm(dist, { recursive: true, force: true });
await build({
  entryPoints: { main: 'src/main.ts', admin: 'src/cli/admin.ts', 'media-migrate': 'src/cli/media-migrate.ts' },
  absWorkingDir: root,
  outdir: dist,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node24',
  external,
  sourcemap: true,
  sourcesContent: false,
  // Chunks stay beside the entries: code that finds files by import.meta.dirname sees one folder.
  chunkNames: '[name]-[hash]',
  logLevel: 'warning',
});
// Code that reads these finds them beside itself (import.meta.dirname), in src/ and in dist/ alike.
await cp(path.join(root, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
await cp(path.join(root, 'src/db/seed/media'), path.join(dist, 'media'), { recursive: true });
