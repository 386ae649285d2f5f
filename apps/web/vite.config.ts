import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { preloadFonts } from './vite-plugins/preload-fonts.ts';
import { routeChunks } from './vite-plugins/route-chunks.ts';

const api = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), preloadFonts(), routeChunks({ root: import.meta.dirname })],
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
    // Beside the server suite on two shared cores a screen test can take seconds: 5 s (the default) fails at random.
    testTimeout: 15_000,
  },
});
