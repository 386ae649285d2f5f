import { fileURLToPath } from 'node:url';
import { constants } from 'node:zlib';
import type { Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';
import { preloadFonts } from './vite-plugins/preload-fonts.ts';
import { routeChunks } from './vite-plugins/route-chunks.ts';

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
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
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
  },
});
