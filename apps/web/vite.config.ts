import { globSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { constants } from 'node:zlib';
import type { Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';
import { preloadFonts } from './vite-plugins/preload-fonts.ts';
import { routeChunks } from './vite-plugins/route-chunks.ts';

/*
 * Test files share their worker's loaded modules (no isolation): the suite runs in a third of the time
 * (90–127 s instead of 412 s on two cores), since each file no longer loads the app's 3,000 modules again.
 * A file that replaces a module (`vi.mock`) or loads one afresh (`vi.resetModules`) runs isolated: the
 * real module may already be loaded by an earlier file of the same worker, and a fresh one would be a
 * second copy beside the one the others hold. So does a file that fakes timers (`vi.useFakeTimers`):
 * jsdom starts its animation-frame loop on whichever `setInterval` is global when first needed, and a
 * loop started on a fake one never runs again, so no later file of the worker would see a frame.
 * src/test/setup.ts resets the state the modules keep.
 */
const testFiles = globSync('src/**/*.test.{ts,tsx}', { cwd: import.meta.dirname });
const isolatedTestFiles = testFiles.filter((file) =>
  /\bvi\.(?:mock|resetModules|useFakeTimers)\(/.test(readFileSync(new URL(file, import.meta.url), 'utf8')),
);

const api = process.env.API_URL ?? 'http://localhost:3000';

/**
 * Every text file of the browser build is written beside its brotli (11) and gzip (9) copies, which the
 * server sends as they are (apps/server/src/plugins/web.ts): the slowest, smallest compression is paid once
 * by the build instead of by each server start, whose encoder memory the process would keep.
 */
const precompressed: Plugin = {
  ...compression({
    include: /\.(?:js|mjs|css|svg|json|webmanifest|txt|xml|map)$/i,
    threshold: 1024,
    algorithms: [
      defineAlgorithm('brotliCompress', {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
      }),
      defineAlgorithm('gzip', { level: 9 }),
    ],
    logLevel: 'silent',
  }),
  // The server renderer's build (dist-ssr) is imported, never sent.
  apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
};

export default defineConfig({
  plugins: [preloadFonts(), routeChunks({ root: import.meta.dirname }), precompressed],
  // The app is written for React's API and runs on Preact (a tenth of its size) in the browser and on the server.
  resolve: {
    alias: [
      { find: /^react$/, replacement: fileURLToPath(new URL('./src/preact/react.js', import.meta.url)) },
      { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
    ],
  },
  server: {
    port: 5173,
    proxy: { '/api': api, '/uploads': api, '/send-email': api },
  },
  build: { sourcemap: false, chunkSizeWarningLimit: 300 },
  // The server renderer (`vite build --ssr src/entry-server.tsx`) carries everything it runs, the
  // contract's TypeScript sources included, so the server imports one self-contained module.
  ssr: { noExternal: true },
  test: {
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    // Before each test: globals stubbed and methods spied on by the last one are put back.
    unstubGlobals: true,
    restoreMocks: true,
    // The screens are tested on what ships: every library that draws with React goes through the aliases.
    server: { deps: { inline: [/react/, /@testing-library/, /@tiptap/, /@hookform/, /lucide/] } },
    // The editor's store hooks are CommonJS: bundled first, so their `react` is the alias too.
    deps: {
      optimizer: {
        client: {
          enabled: true,
          include: ['use-sync-external-store/shim/with-selector.js', 'use-sync-external-store/shim/index.js'],
        },
      },
    },
    // Lucide's package sends Node to its CommonJS build, which would load React itself.
    alias: [{ find: /^lucide-react$/, replacement: 'lucide-react/dist/esm/lucide-react.mjs' }],
    // Beside the server suite on two shared cores a screen test can take seconds: 5 s (the default) fails at random.
    testTimeout: 15_000,
    projects: [
      { extends: true, test: { name: 'shared', include: testFiles, exclude: isolatedTestFiles, isolate: false } },
      { extends: true, test: { name: 'isolated', include: isolatedTestFiles } },
    ],
  },
});
