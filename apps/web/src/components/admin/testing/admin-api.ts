import { within } from '@testing-library/preact';

/** The fake API's answer to the private token the back-office screens ask for before reading or saving. */
export const privateToken = {
  'GET /api/generate-private-token/': { body: { token: 'private-token', expiresAt: '2099-01-01T00:00:00.000Z' } },
};

/** The fake API's answer with one page of a back-office list shown 50 rows a page. */
export const listPage = (rows: unknown[], total = rows.length, page = 1) => ({
  body: { rows, total, page, pageCount: Math.ceil(total / 50), pageSize: 50 },
});

/** The texts of the column headers inside an element (a table or its header row), in order. */
export const columnHeaderTexts = (element: HTMLElement) =>
  within(element)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);

/** A fake API route that answers a server error until `recover()`, then `answer`: for a screen's retry. */
export function failingUntilRecovered(answer: { status?: number; body?: unknown }) {
  let failing = true;
  return {
    route: () => (failing ? { status: 500, body: { message: 'x', error: 'INTERNAL' } } : answer),
    recover: () => {
      failing = false;
    },
  };
}
