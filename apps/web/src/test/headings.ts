import { screen, within } from '@testing-library/preact';

/** The headings of level `level` in the list named `listName`, in order (the cards' titles). */
export const headingsIn = (listName: string, level: number) =>
  within(screen.getByRole('list', { name: listName }))
    .getAllByRole('heading', { level })
    .map((heading) => heading.textContent);
