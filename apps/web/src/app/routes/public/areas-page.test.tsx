import { screen, waitFor, within } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { FALLBACK_TOPICS } from '../../../features/topics/fallback-topics';
import i18n from '../../../lib/i18n';
import { sessionStore } from '../../../lib/session/session-store';
import { stubApi, success } from '../../../test/fake-api';
import { renderAt } from '../../../test/render';
import { setupUser } from '../../../test/user';
import AreasPage from './areas-page';

const topic = (id: number, title: string) => ({
  id,
  idTopic: id,
  title,
  description: `Percorsi e letture su ${title.toLowerCase()}.`,
  fileUrl: `/uploads/seed/topics/${id}.webp`,
});
const topics = [topic(1, 'AUTOSTIMA'), topic(3, 'RELAZIONI'), topic(7, 'BENESSERE')];
const privateToken = { body: { token: 'private-token', expiresAt: new Date(Date.now() + 600_000).toISOString() } };
const renderAreas = () => renderAt('/soluzioni', [{ path: '/soluzioni', element: <AreasPage /> }]);
const cards = () => within(screen.getByRole('list', { name: 'Le aree' })).getAllByRole('article');

describe('Areas page', () => {
  it('shows the heading, the quote and each topic with image, description and its courses link', async () => {
    stubApi({ 'GET /get/topics': { body: topics } });
    renderAreas();
    expect(screen.getByRole('heading', { level: 1, name: 'Aree' })).toBeInTheDocument();
    expect(screen.getByText(/L'essenziale è invisibile agli occhi/)).toBeInTheDocument();
    expect(screen.getByText('Caricamento delle aree...')).toBeInTheDocument();
    const heading = await screen.findByRole('heading', { level: 2, name: 'RELAZIONI' });
    const card = heading.closest('article') as HTMLElement;
    expect(within(card).getByText('Percorsi e letture su relazioni.')).toBeInTheDocument();
    const image = card.querySelector('img');
    expect(image).toHaveAttribute('src', '/uploads/seed/topics/3.webp');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width');
    expect(within(card).getByRole('link', { name: /Scopri/ })).toHaveAttribute('href', '/corsi?filter=relazioni');
    expect(cards()).toHaveLength(3);
  });

  it('shows the nine fallback areas when the list cannot be fetched', async () => {
    stubApi({ 'GET /get/topics': { status: 500, body: { message: 'Errore interno', error: 'INTERNAL' } } });
    renderAreas();
    expect(await screen.findByRole('heading', { name: 'PROSPERITA E ABBONDANZA' })).toBeInTheDocument();
    expect(cards().map((card) => within(card).getByRole('heading').textContent)).toEqual(
      FALLBACK_TOPICS.map((topic) => topic.title),
    );
    expect(screen.getByRole('link', { name: /Scopri i percorsi di SVILUPPO PERSONALE/ })).toHaveAttribute(
      'href',
      '/corsi?filter=sviluppo%20personale',
    );
  });

  it('says the areas are coming soon when there are none', async () => {
    stubApi({ 'GET /get/topics': { body: [] } });
    renderAreas();
    expect(await screen.findByText('Presto disponibili: stiamo preparando le aree.')).toBeInTheDocument();
  });

  it('shows no edit or delete icons to visitors', async () => {
    stubApi({ 'GET /get/topics': { body: topics } });
    renderAreas();
    await screen.findByRole('heading', { name: 'AUTOSTIMA' });
    expect(screen.queryByRole('button', { name: /Elimina/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Modifica/ })).not.toBeInTheDocument();
  });

  it('lets an admin edit a topic and delete it, removing it only after a 200', async () => {
    sessionStore.login({ email: 'admin@example.com', token: 'login-token', group: 'admin' });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const api = stubApi({
      'GET /get/topics': { body: topics },
      'GET /api/generate-private-token/': privateToken,
      'DELETE /api/topic': success(),
    });
    renderAreas();
    expect(await screen.findByRole('link', { name: 'Modifica RELAZIONI' })).toHaveAttribute('href', '/editargomento/3');
    await setupUser().click(screen.getByRole('button', { name: 'Elimina RELAZIONI' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'RELAZIONI' })).not.toBeInTheDocument());
    const [call] = api.callsTo('DELETE /api/topic');
    expect(call?.body).toEqual({ id: 3 });
    expect(call?.authorization).toBe('Bearer private-token');
    expect(cards()).toHaveLength(2);
  });

  it('keeps the topic when the server refuses the delete', async () => {
    sessionStore.login({ email: 'admin@example.com', token: 'login-token', group: 'admin' });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    stubApi({
      'GET /get/topics': { body: topics },
      'GET /api/generate-private-token/': privateToken,
      'DELETE /api/topic': { status: 409, body: { message: 'Argomento in uso', error: 'IN_USE' } },
    });
    renderAreas();
    await setupUser().click(await screen.findByRole('button', { name: 'Elimina AUTOSTIMA' }));
    expect(await screen.findByText('Eliminazione non riuscita.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'AUTOSTIMA' })).toBeInTheDocument();
  });

  it('speaks English when English was chosen', async () => {
    await i18n.changeLanguage('en');
    stubApi({ 'GET /get/topics': { body: topics } });
    renderAreas();
    expect(screen.getByRole('heading', { level: 1, name: 'Areas' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Discover the paths of BENESSERE/ })).toBeInTheDocument();
  });
});
