import type { UnlistedCourse } from '@cammini/contract';
import { screen, waitFor, within } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { demoCourseList, privateToken, topics } from '../../../features/courses/testing/course-fixtures';
import { sessionStore } from '../../../lib/session/session-store';
import { failure, stubApi, success } from '../../../test/fake-api';
import { renderAt } from '../../../test/render';
import { setupUser } from '../../../test/user';
import CoursesPage from './courses-page';

const routes = [{ path: '/corsi', element: <CoursesPage /> }];
const listed = () => screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
const baseApi = { 'GET /get/topics': { body: topics }, 'GET /api/courses': { body: { courses: demoCourseList } } };
const IN_USE =
  '«Radici e ali» è già stato acquistato e non può essere eliminato: puoi archiviarlo, e chi l’ha acquistato lo conserva.';
const unlisted = (courses: UnlistedCourse[] = []) => ({ 'GET /api/admin/courses?kind=course': { body: { courses } } });
const draft: UnlistedCourse = {
  title: 'Bozza di primavera',
  status: 'draft',
  date: '2027-03-20',
  tookPlace: false,
  peopleInterested: 0,
};

describe('/corsi', () => {
  it('says it is loading, then lists every course with its facts and a buy link', async () => {
    stubApi(baseApi);
    renderAt('/corsi', routes);
    expect(screen.getByText('Caricamento dei percorsi...')).toBeInTheDocument();
    expect(await screen.findByText('4 percorsi')).toBeInTheDocument();
    expect(listed()).toEqual(['Radici e ali', 'Il silenzio che cura', 'Mindfulness sul lago', 'Cerchio di primavera']);
    const first = screen.getAllByRole('article')[0] as HTMLElement;
    expect(within(first).getByText('2–3 dicembre 2026')).toBeInTheDocument();
    expect(within(first).getByText('Bagno Vignoni, Siena')).toBeInTheDocument();
    expect(within(first).getByText('280,00 €')).toBeInTheDocument();
    expect(within(first).getByText('Cancellazione gratuita')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Acquista Radici e ali' })).toHaveAttribute(
      'href',
      '/courseDetail/Radici-e-ali',
    );
    expect(screen.getByText('Data da definire')).toBeInTheDocument();
  });

  it('filters by the searched title, any case', async () => {
    stubApi(baseApi);
    renderAt('/corsi', routes);
    await screen.findByText('4 percorsi');
    await setupUser().type(screen.getByRole('searchbox', { name: 'Cerca un percorso' }), 'SILENZIO');
    expect(listed()).toEqual(['Il silenzio che cura']);
  });

  it('filters by the topic given in the address', async () => {
    stubApi(baseApi);
    renderAt('/corsi?filter=benessere', routes);
    await screen.findByText('2 percorsi');
    expect(listed()).toEqual(['Mindfulness sul lago', 'Cerchio di primavera']);
  });

  it('really filters by start month, leaving undated courses out while a month is chosen', async () => {
    stubApi(baseApi);
    const { router } = renderAt('/corsi', routes);
    await screen.findByText('4 percorsi');
    const month = screen.getByRole('combobox', { name: 'Mese di inizio' });
    expect(
      within(month)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Tutte le date', 'Dicembre 2026', 'Gennaio 2027']);

    await setupUser().selectOptions(month, 'Dicembre 2026');
    expect(listed()).toEqual(['Radici e ali', 'Il silenzio che cura']);
    expect(router.state.location.search).toBe('?mese=2026-12');

    await setupUser().selectOptions(month, 'Gennaio 2027');
    expect(listed()).toEqual(['Mindfulness sul lago']);

    await setupUser().selectOptions(month, 'Tutte le date');
    expect(listed()).toHaveLength(4);
  });

  it('combines the filters and offers to clear them when nothing matches', async () => {
    stubApi(baseApi);
    renderAt('/corsi?filter=autostima&mese=2027-01', routes);
    expect(await screen.findByText('Nessun percorso corrisponde alla ricerca.')).toBeInTheDocument();
    await setupUser().click(screen.getByRole('button', { name: 'Azzera i filtri' }));
    expect(listed()).toHaveLength(4);
  });

  it('shows VISUALIZZA for the courses the customer owns', async () => {
    sessionStore.login({ email: 'maria@example.com', token: 'user-token', group: 'user' });
    const api = stubApi({ ...baseApi, 'GET /api/user/courses': { body: { courses: [{ title: 'Radici e ali' }] } } });
    renderAt('/corsi', routes);
    expect(await screen.findByRole('link', { name: 'Visualizza Radici e ali' })).toHaveAttribute(
      'href',
      '/corso/Radici-e-ali',
    );
    expect(screen.getByRole('link', { name: 'Acquista Il silenzio che cura' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/user/courses')[0]?.authorization).toBe('Bearer user-token');
  });

  it('treats an owned-courses answer it cannot read as owning nothing, without an error', async () => {
    sessionStore.login({ email: 'maria@example.com', token: 'user-token', group: 'user' });
    stubApi(baseApi);
    renderAt('/corsi', routes);
    await screen.findByText('4 percorsi');
    await waitFor(() => expect(screen.getAllByRole('link', { name: /^Acquista/ })).toHaveLength(4));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks nobody for owned courses when logged out', async () => {
    const api = stubApi(baseApi);
    renderAt('/corsi', routes);
    await screen.findByText('4 percorsi');
    expect(api.callsTo('GET /api/user/courses')).toHaveLength(0);
  });

  it('shows a calm placeholder and a retry when the list cannot be loaded', async () => {
    stubApi({ ...baseApi, 'GET /api/courses': failure(500, 'INTERNAL', 'Errore') });
    renderAt('/corsi', routes);
    expect(
      await screen.findByText('Non riusciamo a caricare i percorsi in questo momento. Riprova tra poco.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Riprova' })).toBeInTheDocument();
  });

  it('says new courses are coming when there are none', async () => {
    stubApi({ ...baseApi, 'GET /api/courses': { body: { courses: [] } } });
    renderAt('/corsi', routes);
    expect(await screen.findByText('Presto disponibili: stiamo preparando nuovi percorsi.')).toBeInTheDocument();
  });

  it('shows no edit or delete icons to visitors', async () => {
    stubApi(baseApi);
    renderAt('/corsi', routes);
    await screen.findByText('4 percorsi');
    expect(screen.queryByRole('button', { name: /Elimina/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Modifica/ })).not.toBeInTheDocument();
  });

  it('shows customers no "Non in vetrina" section, and asks nothing for it', async () => {
    sessionStore.login({ email: 'maria@example.com', token: 'user-token', group: 'user' });
    const api = stubApi({ ...baseApi, ...unlisted([draft]) });
    renderAt('/corsi', routes);
    await screen.findByText('4 percorsi');
    expect(screen.queryByRole('heading', { name: 'Non in vetrina' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/admin/courses')).toHaveLength(0);
  });

  describe('as an admin', () => {
    beforeEach(() => {
      sessionStore.login({ email: 'admin@example.com', token: 'admin-token', group: 'admin' });
      vi.spyOn(window, 'confirm').mockReturnValue(true);
    });

    it('links each course to its edit screen', async () => {
      stubApi(baseApi);
      renderAt('/corsi', routes);
      expect(await screen.findByRole('link', { name: 'Modifica Il silenzio che cura' })).toHaveAttribute(
        'href',
        '/editcorso/Il-silenzio-che-cura',
      );
    });

    it('deletes a course with the private token and removes it on 200, staying on /corsi', async () => {
      const api = stubApi({
        ...baseApi,
        'GET /api/generate-private-token/': privateToken,
        'DELETE /api/course': success(),
      });
      const { router } = renderAt('/corsi', routes);
      await setupUser().click(await screen.findByRole('button', { name: 'Elimina Radici e ali' }));
      await waitFor(() => expect(listed()).not.toContain('Radici e ali'));
      expect(listed()).toHaveLength(3);
      expect(api.callsTo('DELETE /api/course')[0]).toMatchObject({
        body: { title: 'Radici e ali' },
        authorization: 'Bearer private-token',
      });
      expect(router.state.location.pathname).toBe('/corsi');
    });

    it('keeps the course when the delete fails', async () => {
      stubApi({
        ...baseApi,
        ...unlisted(),
        'GET /api/generate-private-token/': privateToken,
        'DELETE /api/course': failure(500, 'INTERNAL', 'Errore'),
      });
      renderAt('/corsi', routes);
      await setupUser().click(await screen.findByRole('button', { name: 'Elimina Radici e ali' }));
      expect(await screen.findByText('Eliminazione non riuscita.')).toBeInTheDocument();
      expect(listed()).toContain('Radici e ali');
      expect(screen.queryByRole('button', { name: /Archivia/ })).not.toBeInTheDocument();
    });

    it('says why a course with buyers cannot be deleted and archives it instead, with the private token', async () => {
      let archived = false;
      const api = stubApi({
        ...baseApi,
        'GET /api/courses': () => ({ body: { courses: archived ? demoCourseList.slice(1) : demoCourseList } }),
        'GET /api/admin/courses?kind=course': () => ({
          body: {
            courses: archived
              ? [
                  {
                    title: 'Radici e ali',
                    status: 'archived',
                    date: '2026-12-02',
                    tookPlace: false,
                    peopleInterested: 3,
                  },
                ]
              : [],
          },
        }),
        'GET /api/generate-private-token/': privateToken,
        'DELETE /api/course': failure(409, 'IN_USE', 'Il corso ha già degli iscritti.'),
        'PUT /api/course': () => {
          archived = true;
          return success();
        },
      });
      renderAt('/corsi', routes);
      const user = setupUser();
      await user.click(await screen.findByRole('button', { name: 'Elimina Radici e ali' }));
      expect(await screen.findByText(IN_USE)).toBeInTheDocument();
      expect(listed()).toContain('Radici e ali');

      await user.click(screen.getByRole('button', { name: 'Archivia il corso Radici e ali' }));
      await waitFor(() => expect(listed()).not.toContain('Radici e ali'));
      expect(
        await screen.findByText(
          '«Radici e ali» è stato archiviato: non è più in vetrina, e chi l’ha acquistato lo conserva.',
        ),
      ).toBeInTheDocument();
      const [put] = api.callsTo('PUT /api/course');
      expect(put?.authorization).toBe('Bearer private-token');
      const sent = api.fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')?.[1]?.body as FormData;
      expect([...sent.entries()]).toEqual([
        ['title', 'Radici e ali'],
        ['status', 'archived'],
      ]);
      // The admin finds it again under "Non in vetrina".
      const section = await screen.findByRole('region', { name: 'Non in vetrina' });
      expect(within(section).getByRole('link', { name: 'Modifica Radici e ali' })).toBeInTheDocument();
      expect(within(section).getByText('Archiviato')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Chiudi' }));
      expect(screen.queryByText(/è stato archiviato/)).not.toBeInTheDocument();
    });

    it('keeps the course, and the offer, when archiving fails; or leaves it be on Annulla', async () => {
      stubApi({
        ...baseApi,
        ...unlisted(),
        'GET /api/generate-private-token/': privateToken,
        'DELETE /api/course': failure(409, 'IN_USE', 'Il corso ha già degli iscritti.'),
        'PUT /api/course': failure(500, 'INTERNAL', 'Errore'),
      });
      renderAt('/corsi', routes);
      const user = setupUser();
      await user.click(await screen.findByRole('button', { name: 'Elimina Radici e ali' }));
      await user.click(await screen.findByRole('button', { name: 'Archivia il corso Radici e ali' }));
      expect(await screen.findByText('Archiviazione non riuscita.')).toBeInTheDocument();
      expect(listed()).toContain('Radici e ali');
      await user.click(screen.getByRole('button', { name: 'Annulla' }));
      expect(screen.queryByText(IN_USE)).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Archivia/ })).not.toBeInTheDocument();
    });

    it('lists under "Non in vetrina" what the list leaves out, with its state, its buyers and its edit form', async () => {
      const api = stubApi({
        ...baseApi,
        ...unlisted([
          draft,
          { title: 'Radici passate', status: 'published', date: '2026-10-03', tookPlace: true, peopleInterested: 12 },
          { title: 'Vecchio cerchio', status: 'archived', date: null, tookPlace: false, peopleInterested: 1 },
        ]),
        'GET /api/generate-private-token/': privateToken,
      });
      renderAt('/corsi', routes);
      const section = await screen.findByRole('region', { name: 'Non in vetrina' });
      const rows = await within(section).findAllByRole('listitem');
      expect(rows.map((row) => row.textContent)).toEqual([
        'Bozza di primaveraBozzaNessun acquirenteModifica Bozza di primavera',
        'Radici passateSvolto il 3 ottobre 202612 acquirentiModifica Radici passate',
        'Vecchio cerchioArchiviato1 acquirenteModifica Vecchio cerchio',
      ]);
      expect(within(section).getByRole('link', { name: 'Modifica Radici passate' })).toHaveAttribute(
        'href',
        '/editcorso/Radici-passate',
      );
      expect(api.callsTo('GET /api/admin/courses')[0]?.authorization).toBe('Bearer private-token');
    });

    it('shows no "Non in vetrina" section when nothing is unlisted', async () => {
      const api = stubApi({ ...baseApi, ...unlisted(), 'GET /api/generate-private-token/': privateToken });
      renderAt('/corsi', routes);
      await screen.findByRole('button', { name: 'Elimina Radici e ali' });
      await waitFor(() => expect(api.callsTo('GET /api/admin/courses')).toHaveLength(1));
      expect(screen.queryByRole('heading', { name: 'Non in vetrina' })).not.toBeInTheDocument();
    });

    it('says when the courses unlisted cannot be loaded, and retries', async () => {
      let fail = true;
      stubApi({
        ...baseApi,
        'GET /api/admin/courses?kind=course': () =>
          fail ? failure(500, 'INTERNAL', 'Errore') : { body: { courses: [draft] } },
        'GET /api/generate-private-token/': privateToken,
      });
      renderAt('/corsi', routes);
      expect(await screen.findByText('Impossibile caricare i corsi non in vetrina.')).toBeInTheDocument();
      fail = false;
      await setupUser().click(screen.getByRole('button', { name: 'Riprova' }));
      expect(await screen.findByRole('link', { name: 'Modifica Bozza di primavera' })).toBeInTheDocument();
    });
  });
});
