import type { LandingPageAdminView } from '@cammini/contract';
import { screen, waitFor, within } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session/session-store';
import { stubApi } from '../../../test/fake-api';
import { renderAt } from '../../../test/render';
import { setupUser } from '../../../test/user';
import { landingPageFixture } from '../testing/landing-page-fixture';
import { LandingList } from './landing-list';

const privateToken = {
  'GET /api/generate-private-token/': { body: { token: 'private-token', expiresAt: '2099-01-01T00:00:00.000Z' } },
};
const spring: LandingPageAdminView = { ...landingPageFixture({ id: 7 }), updatedAt: '2026-03-01T10:00:00.000Z' };
const openDay: LandingPageAdminView = {
  ...landingPageFixture({ id: 8, title: 'open-day', hero_title: 'Open day', hero_subtitle: 'Una giornata insieme' }),
  updatedAt: '2026-02-01T10:00:00.000Z',
};
const renderList = () => renderAt('/seelandingpage', [{ path: '/seelandingpage', element: <LandingList /> }]);

beforeEach(() => sessionStore.login({ email: 'admin@example.com', token: 'login-token', group: 'admin' }));

describe('the landing list (/seelandingpage)', () => {
  it('shows a card per page with its hero texts, its address, Modifica and Elimina', async () => {
    const api = stubApi({ ...privateToken, 'GET /api/landingpages': { body: [spring, openDay] } });
    renderList();
    expect(screen.getByText('Caricamento delle landing pages...')).toBeInTheDocument();
    const cards = await screen.findAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByRole('heading', { name: 'Ritiro di primavera' })).toBeInTheDocument();
    expect(first.getByText(spring.hero_subtitle)).toBeInTheDocument();
    expect(first.getByRole('link', { name: '/ritiro-di-primavera' })).toHaveAttribute('href', '/ritiro-di-primavera');
    expect(first.getByRole('link', { name: 'Modifica Ritiro di primavera' })).toHaveAttribute(
      'href',
      '/edit-landing/7',
    );
    expect(first.getByRole('button', { name: 'Elimina Ritiro di primavera' })).toHaveTextContent('Elimina');
    expect(api.callsTo('GET /api/landingpages')[0]?.authorization).toBe('Bearer private-token');
  });

  it('says when there are none', async () => {
    stubApi({ ...privateToken, 'GET /api/landingpages': { body: [] } });
    renderList();
    expect(await screen.findByText('Nessuna landing page trovata.')).toBeInTheDocument();
  });

  it('says when the list cannot be read, and tries again on request', async () => {
    let calls = 0;
    stubApi({
      ...privateToken,
      'GET /api/landingpages': () =>
        ++calls === 1 ? { status: 500, body: { message: 'x', error: 'INTERNAL' } } : { body: [] },
    });
    const user = setupUser();
    renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent('Errore nel recupero delle landing pages.');
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByText('Nessuna landing page trovata.')).toBeInTheDocument();
  });

  it('says when the private token cannot be had', async () => {
    stubApi({ 'GET /api/generate-private-token/': { status: 403, body: { message: 'x', error: 'FORBIDDEN' } } });
    renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent('Errore nella generazione del token');
  });

  it('removes a page only once the server answered 200, after a confirmation', async () => {
    let pages = [spring, openDay];
    const api = stubApi({
      ...privateToken,
      'GET /api/landingpages': () => ({ body: pages }),
      'DELETE /api/landingpage/8': () => {
        pages = [spring];
        return { body: { message: 'Success' } };
      },
    });
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    const user = setupUser();
    renderList();
    const button = await screen.findByRole('button', { name: 'Elimina Open day' });
    await user.click(button);
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining('«Open day»'));
    expect(api.callsTo('DELETE /api/landingpage/8')).toHaveLength(0);

    confirm.mockReturnValue(true);
    await user.click(button);
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Open day' })).not.toBeInTheDocument());
    expect(api.callsTo('DELETE /api/landingpage/8')[0]?.authorization).toBe('Bearer private-token');
    expect(screen.getByRole('heading', { name: 'Ritiro di primavera' })).toBeInTheDocument();
  });

  it('keeps the page and says so when deleting fails', async () => {
    stubApi({
      ...privateToken,
      'GET /api/landingpages': { body: [spring] },
      'DELETE /api/landingpage/7': { status: 500, body: { message: 'x', error: 'INTERNAL' } },
    });
    vi.stubGlobal('confirm', () => true);
    const user = setupUser();
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Elimina Ritiro di primavera' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Errore nell'eliminazione della landing page.");
    expect(screen.getByRole('heading', { name: 'Ritiro di primavera' })).toBeInTheDocument();
  });
});
