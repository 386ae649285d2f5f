import type { NewsletterHistoryItem } from '@cammini/contract';
import { screen, within } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/fake-api';
import { renderAt } from '../../../test/render';
import { setupUser } from '../../../test/user';
import { HISTORY_REFRESH_MS } from '../api/newsletters';
import { NewsletterHistory } from './newsletter-history';

const privateToken = {
  'GET /api/generate-private-token/': { body: { token: 'private-token', expiresAt: '2099-01-01T00:00:00.000Z' } },
};
const item = (values: Partial<NewsletterHistoryItem> = {}): NewsletterHistoryItem => ({
  id: 1,
  subject: 'Primavera',
  createdAt: '2026-11-20T10:30:00.000Z',
  queued: 3,
  sent: 3,
  failed: 0,
  pending: 0,
  ...values,
});
const renderHistory = () =>
  renderAt('/invianewsletter', [{ path: '/invianewsletter', element: <NewsletterHistory headingId="storico" /> }]);

describe('NewsletterHistory', () => {
  it('lists what was sent with queued, sent and failed counts and a state', async () => {
    stubApi({
      ...privateToken,
      'GET /api/newsletters/': {
        body: [
          item(),
          item({ id: 2, subject: 'Estate', queued: 4, sent: 3, failed: 1 }),
          item({ id: 3, subject: 'Nessuno', queued: 0, sent: 0 }),
        ],
      },
    });
    renderHistory();
    expect(screen.getByText('Caricamento delle newsletter inviate...')).toBeInTheDocument();
    const estate = await screen.findByRole('row', { name: /Estate/ });
    expect(
      within(estate)
        .getAllByRole('cell')
        .slice(1)
        .map((cell) => cell.textContent),
    ).toEqual(['Estate', '4', '3', '1', 'Completata con errori']);
    expect(screen.getByRole('row', { name: /Primavera/ })).toHaveTextContent('Completata');
    expect(screen.getByRole('row', { name: /Nessuno/ })).toHaveTextContent('Nessun destinatario');
  });

  it('says so when nothing was sent yet', async () => {
    stubApi({ ...privateToken, 'GET /api/newsletters/': { body: [] } });
    renderHistory();
    expect(await screen.findByText('Nessuna newsletter inviata finora.')).toBeInTheDocument();
  });

  it('refreshes while messages are still waiting, and stops when all are out', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let sent = 1;
    const api = stubApi({
      ...privateToken,
      'GET /api/newsletters/': () => ({ body: [item({ sent, pending: 3 - sent })] }),
    });
    renderHistory();
    expect(await screen.findByText('Invio in corso')).toBeInTheDocument();
    sent = 3;
    await vi.advanceTimersByTimeAsync(HISTORY_REFRESH_MS);
    expect(await screen.findByText('Completata')).toBeInTheDocument();
    const calls = api.callsTo('GET /api/newsletters/').length;
    await vi.advanceTimersByTimeAsync(HISTORY_REFRESH_MS * 2);
    expect(api.callsTo('GET /api/newsletters/')).toHaveLength(calls);
  });

  it('shows an error with a retry', async () => {
    let fail = true;
    stubApi({
      ...privateToken,
      'GET /api/newsletters/': () =>
        fail ? { status: 500, body: { message: 'x', error: 'INTERNAL' } } : { body: [item()] },
    });
    renderHistory();
    expect(await screen.findByRole('alert')).toHaveTextContent('Impossibile caricare le newsletter inviate.');
    fail = false;
    await setupUser().click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('row', { name: /Primavera/ })).toBeInTheDocument();
  });
});
