import { screen, within } from '@testing-library/preact';
import { afterEach, beforeEach, vi } from 'vitest';
import i18n from '../lib/i18n';
import { sessionStore } from '../lib/session/session-store';

/** Every test of the file starts as a visitor (logged out) and leaves no stub, spy or language behind. */
export function actAsVisitorInEachTest() {
  beforeEach(() => sessionStore.logout());
  afterEach(async () => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    await i18n.changeLanguage('it');
  });
}

/** The headings of level `level` in the list named `listName`, in order (the cards' titles). */
export const headingsIn = (listName: string, level: number) =>
  within(screen.getByRole('list', { name: listName }))
    .getAllByRole('heading', { level })
    .map((heading) => heading.textContent);
