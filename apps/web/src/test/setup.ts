import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/preact';
import { options } from 'preact';
import { afterEach, vi } from 'vitest';
import i18n from '../lib/i18n';
import { sessionStore } from '../lib/session/session-store';

// jsdom has no layout: ProseMirror measures ranges when it scrolls the selection into view.
const emptyRect = { x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0, toJSON: () => ({}) };
Range.prototype.getClientRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
Range.prototype.getBoundingClientRect = () => emptyRect as DOMRect;
// Nor does it scroll: a form brings its first invalid field into view before focusing it.
Element.prototype.scrollIntoView = () => {};

// Preact runs effects after the browser's next frame; jsdom draws no frames (and its timers outlive the
// test), so here they run on the next task.
options.requestAnimationFrame = (callback) => setTimeout(callback);

// The suite runs beside the server's on two shared cores in CI: findBy and waitFor wait up to 5 s, not 1 s.
configure({ asyncUtilTimeout: 5_000 });

// The files of a worker share their modules (vite.config.ts): each test starts logged out, which also
// drops the cached private token, in Italian, with nothing stored, on the real clock. Stubbed globals
// and spies are restored by Vitest itself (`unstubGlobals`, `restoreMocks`).
afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  sessionStore.logout();
  if (i18n.language !== 'it') await i18n.changeLanguage('it');
  localStorage.clear();
});

// Pages load their translation namespaces with their route; components rendered alone find them ready.
const namespaces = Object.keys(import.meta.glob('../locales/it/*.json')).map((file) =>
  file.replace(/^.*\/(.+)\.json$/, '$1'),
);
await i18n.loadNamespaces(namespaces);
