import { screen, waitFor } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { landingPageFixture } from '../../../features/landing-pages/testing/landing-page-fixture';
import i18n from '../../../lib/i18n';
import { failure, stubApi } from '../../../test/fake-api';
import { renderAt } from '../../../test/render';
import { setupUser } from '../../../test/user';
import LandingPage from './landing-page';

const renderLanding = (path: string) => renderAt(path, [{ path: '*', element: <LandingPage /> }]);

describe('public landing page', () => {
  it('loads the page of the path and renders its sections', async () => {
    const api = stubApi({ 'GET /api/landingpage/ritiro-di-primavera': { body: landingPageFixture() } });
    renderLanding('/ritiro-di-primavera');
    expect(screen.getByText('Caricamento della pagina...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ritiro di primavera' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Il programma' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(1);
    await waitFor(() => expect(document.title).toMatch(/^Ritiro di primavera/));
  });

  it('shows the 404 text for an unknown page', async () => {
    stubApi({ 'GET /api/landingpage/pagina-che-non-esiste': failure(404, 'NOT_FOUND', 'Landing page non trovata.') });
    renderLanding('/pagina-che-non-esiste');
    expect(await screen.findByRole('heading', { name: 'Errore 404: Landing page non trovata.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Torna alla home' })).toHaveAttribute('href', '/');
  });

  it('answers 404 without asking the server for a path that cannot be a page', () => {
    const api = stubApi({});
    renderLanding('/cartella/sotto-pagina');
    expect(screen.getByRole('heading', { name: 'Errore 404: Landing page non trovata.' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('shows an error with a retry when the page cannot be loaded', async () => {
    let fail = true;
    stubApi({
      'GET /api/landingpage/ritiro': () =>
        fail ? failure(500, 'INTERNAL', 'Errore') : { body: landingPageFixture({ hero_title: 'Ritiro' }) },
    });
    renderLanding('/ritiro');
    expect(await screen.findByRole('alert')).toHaveTextContent('Non siamo riusciti a caricare questa pagina.');
    fail = false;
    await setupUser().click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ritiro' })).toBeInTheDocument();
  });

  it('shows the 404 text in English', async () => {
    await i18n.changeLanguage('en');
    stubApi({});
    renderLanding('/nothing-here');
    expect(await screen.findByRole('heading', { name: 'Error 404: Landing page not found.' })).toBeInTheDocument();
  });
});
