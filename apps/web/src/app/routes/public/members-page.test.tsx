import { screen, waitFor, within } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n';
import { sessionStore } from '../../../lib/session/session-store';
import { failure, stubApi, success } from '../../../test/fake-api';
import { headingsIn } from '../../../test/headings';
import { renderAt } from '../../../test/render';
import { setupUser } from '../../../test/user';
import MembersPage from './members-page';

const member = (idMember: number, name: string, surname: string, session: string, language: string) => ({
  idMember,
  name,
  surname,
  title: `${name} ${surname}`,
  description: `${name} accompagna gruppi da anni.`,
  fileUrl: `/uploads/seed/members/${idMember}.webp`,
  session,
  language,
  email: `${name.toLowerCase()}@example.com`,
  phoneNumber: '+39 333 000 0000',
  website: null,
});
const members = [
  member(2, 'Marco', 'Bellini', 'Lombardia', 'Italiano'),
  member(4, 'Davide', 'Conti', 'Online', 'Italiano, Inglese'),
  member(1, 'Giulia', 'Ferrante', 'Toscana', 'Italiano, Inglese'),
];
const territories = { body: { territories: ['Lombardia', 'Online', 'Toscana'] } };
const privateToken = { body: { token: 'private-token', expiresAt: new Date(Date.now() + 600_000).toISOString() } };
const renderMembers = (path = '/chisono') => renderAt(path, [{ path: '/chisono', element: <MembersPage /> }]);
const names = () => headingsIn('Membri', 3);

/** An admin whose delete of a member is refused with LEADS_COURSES (naming `courses`), and answered `confirmed` when confirmed. */
function adminDeletingLeader(courses: string[], confirmed: ReturnType<typeof success>) {
  sessionStore.login({ email: 'admin@example.com', token: 'login-token', group: 'admin' });
  vi.spyOn(window, 'confirm').mockReturnValue(true);
  return stubApi({
    'GET /api/members': { body: { members } },
    'GET /api/members/territories': territories,
    'GET /api/generate-private-token/': privateToken,
    'DELETE /api/member': (call) =>
      (call.body as { confirm?: boolean }).confirm
        ? confirmed
        : failure(409, 'LEADS_COURSES', 'Marco Bellini guida dei corsi.', { courses }),
  });
}

describe('Members page', () => {
  it('opens with the biography, then each member with photo, name, territory, language and courses link', async () => {
    stubApi({ 'GET /api/members': { body: { members } }, 'GET /api/members/territories': territories });
    renderMembers();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Un cammino che è diventato casa per molti' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Caricamento dei membri...')).toBeInTheDocument();
    const heading = await screen.findByRole('heading', { level: 3, name: 'Giulia Ferrante' });
    const card = heading.closest('article') as HTMLElement;
    expect(within(card).getByText('Toscana')).toBeInTheDocument();
    expect(within(card).getByText('Italiano, Inglese')).toBeInTheDocument();
    expect(within(card).getByText('Giulia accompagna gruppi da anni.')).toBeInTheDocument();
    expect(card.querySelector('img')).toHaveAttribute('src', '/uploads/seed/members/1.webp');
    expect(within(card).getByRole('link', { name: 'Vedi corsi di Giulia Ferrante' })).toHaveAttribute(
      'href',
      '/corsi-membro/Giulia-Ferrante',
    );
    expect(names()).toHaveLength(3);
  });

  it("lists the members' real territories in the filter and filters by the chosen one", async () => {
    stubApi({ 'GET /api/members': { body: { members } }, 'GET /api/members/territories': territories });
    renderMembers();
    await screen.findByRole('heading', { level: 3, name: 'Marco Bellini' });
    const select = screen.getByRole('combobox', { name: 'Territorio' });
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Tutti i territori', 'Lombardia', 'Online', 'Toscana']),
    );
    await setupUser().selectOptions(select, 'Toscana');
    expect(names()).toEqual(['Giulia Ferrante']);
    await setupUser().selectOptions(select, '');
    expect(names()).toHaveLength(3);
  });

  it('searches by name or surname in any case', async () => {
    stubApi({ 'GET /api/members': { body: { members } }, 'GET /api/members/territories': territories });
    renderMembers();
    await screen.findByRole('heading', { level: 3, name: 'Marco Bellini' });
    await setupUser().type(screen.getByRole('searchbox', { name: 'Cerca per nome' }), 'CONTI');
    expect(names()).toEqual(['Davide Conti']);
  });

  it('applies the territory given in the address and says when nobody matches', async () => {
    stubApi({ 'GET /api/members': { body: { members } }, 'GET /api/members/territories': territories });
    renderMembers('/chisono?filter=online');
    await waitFor(() => expect(names()).toEqual(['Davide Conti']));
    await setupUser().type(screen.getByRole('searchbox', { name: 'Cerca per nome' }), 'Giulia');
    expect(screen.getByText('Nessun membro corrisponde alla ricerca.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mostra tutti i membri' })).toHaveAttribute('href', '/chisono');
  });

  it('says members are coming soon when there are none', async () => {
    stubApi({
      'GET /api/members': { body: { members: [] } },
      'GET /api/members/territories': { body: { territories: [] } },
    });
    renderMembers();
    expect(
      await screen.findByText('Presto disponibili: stiamo presentando i nostri facilitatori.'),
    ).toBeInTheDocument();
  });

  it('shows an error with a retry when the members cannot be loaded', async () => {
    stubApi({ 'GET /api/members': { status: 500, body: { message: 'Errore', error: 'INTERNAL' } } });
    renderMembers();
    expect(await screen.findByRole('alert')).toHaveTextContent('Non siamo riusciti a caricare i membri.');
    expect(screen.getByRole('button', { name: 'Riprova' })).toBeInTheDocument();
  });

  it('lets an admin edit and delete a member, removing the card only after a 200', async () => {
    sessionStore.login({ email: 'admin@example.com', token: 'login-token', group: 'admin' });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const api = stubApi({
      'GET /api/members': { body: { members } },
      'GET /api/members/territories': territories,
      'GET /api/generate-private-token/': privateToken,
      'DELETE /api/member': success(),
    });
    renderMembers();
    expect(await screen.findByRole('link', { name: 'Modifica Marco Bellini' })).toHaveAttribute(
      'href',
      '/editmembro/2',
    );
    await setupUser().click(screen.getByRole('button', { name: 'Elimina Marco Bellini' }));
    await waitFor(() => expect(names()).toEqual(['Davide Conti', 'Giulia Ferrante']));
    const [call] = api.callsTo('DELETE /api/member');
    expect(call?.body).toEqual({ name: 'Marco', surname: 'Bellini' });
    expect(call?.authorization).toBe('Bearer private-token');
  });

  it('names the courses a member leads and deletes them anyway only when asked, with the confirm', async () => {
    const reason =
      'Marco Bellini guida 2 corsi: «Radici e ali», «Il respiro che cura». Se lo elimini, i corsi restano senza facilitatore collegato.';
    const api = adminDeletingLeader(['Radici e ali', 'Il respiro che cura'], success());
    renderMembers();
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'Elimina Marco Bellini' }));
    expect(await screen.findByText(reason)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Annulla' }));
    expect(screen.queryByText(reason)).not.toBeInTheDocument();
    expect(names()).toContain('Marco Bellini');

    await user.click(screen.getByRole('button', { name: 'Elimina Marco Bellini' }));
    await user.click(await screen.findByRole('button', { name: 'Elimina comunque Marco Bellini' }));
    await waitFor(() => expect(names()).toEqual(['Davide Conti', 'Giulia Ferrante']));
    expect(api.callsTo('DELETE /api/member').map((call) => call.body)).toEqual([
      { name: 'Marco', surname: 'Bellini' },
      { name: 'Marco', surname: 'Bellini' },
      { name: 'Marco', surname: 'Bellini', confirm: true },
    ]);
  });

  it('names the led courses and says when deleting anyway fails too, in English', async () => {
    await i18n.changeLanguage('en');
    try {
      adminDeletingLeader(['Radici e ali'], failure(500, 'INTERNAL', 'Errore'));
      renderMembers();
      const user = setupUser();
      await user.click(await screen.findByRole('button', { name: 'Delete Marco Bellini' }));
      expect(
        await screen.findByText(
          'Marco Bellini leads the course “Radici e ali”. If you delete them, the course stays without a linked facilitator.',
        ),
      ).toBeInTheDocument();
      await user.click(await screen.findByRole('button', { name: 'Delete anyway Marco Bellini' }));
      expect(await screen.findByText('Could not delete.')).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Marco Bellini' })).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('it');
    }
  });

  it('keeps the member when the server refuses the delete', async () => {
    sessionStore.login({ email: 'admin@example.com', token: 'login-token', group: 'admin' });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    stubApi({
      'GET /api/members': { body: { members } },
      'GET /api/members/territories': territories,
      'GET /api/generate-private-token/': privateToken,
      'DELETE /api/member': { status: 500, body: { message: 'Errore', error: 'INTERNAL' } },
    });
    renderMembers();
    await setupUser().click(await screen.findByRole('button', { name: 'Elimina Davide Conti' }));
    expect(await screen.findByText('Eliminazione non riuscita.')).toBeInTheDocument();
    expect(names()).toContain('Davide Conti');
  });

  it('speaks English when English was chosen, with no admin icons for visitors', async () => {
    await i18n.changeLanguage('en');
    stubApi({ 'GET /api/members': { body: { members } }, 'GET /api/members/territories': territories });
    renderMembers();
    expect(await screen.findByRole('link', { name: 'See courses by Davide Conti' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Our facilitators' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  });
});
