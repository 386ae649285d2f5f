import { screen, waitFor, within } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { privateToken } from '../../../features/courses/testing/course-fixtures';
import { demoOnlineCourseList } from '../../../features/online-courses/testing/online-course-fixtures';
import { sessionStore } from '../../../lib/session/session-store';
import { failure, stubApi, success } from '../../../test/fake-api';
import { renderAt } from '../../../test/render';
import { setupUser } from '../../../test/user';
import OnlineCoursesPage from './online-courses-page';

const routes = [
  { path: '/meditazione', element: <OnlineCoursesPage /> },
  { path: '/videocorsi', element: <OnlineCoursesPage /> },
];
const topics = [
  { id: 1, idTopic: 1, title: 'BENESSERE', description: '', fileUrl: null },
  { id: 2, idTopic: 2, title: 'POTERE PERSONALE', description: '', fileUrl: null },
];
const baseApi = {
  'GET /get/topics': { body: topics },
  'GET /api/onlinecourses': { body: { onlinecourses: demoOnlineCourseList } },
};
const listed = () => screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

describe('/meditazione and /videocorsi', () => {
  it.each(['/meditazione', '/videocorsi'])('%s lists the online courses with price and lessons', async (path) => {
    stubApi(baseApi);
    renderAt(path, routes);
    expect(screen.getByText('Caricamento delle meditazioni...')).toBeInTheDocument();
    expect(await screen.findByText('3 corsi online')).toBeInTheDocument();
    expect(listed()).toEqual(['Respira e rilassa', 'Abbondanza quotidiana', 'Il tuo potere personale']);
    const first = screen.getAllByRole('article')[0] as HTMLElement;
    expect(within(first).getByText('39,00 €')).toBeInTheDocument();
    expect(within(first).getByText('3 lezioni')).toBeInTheDocument();
    expect(within(first).getByText('Un piccolo corso per chi ha poco tempo.')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Acquista Respira e rilassa' })).toHaveAttribute(
      'href',
      '/onlinecoursedetail/Respira-e-rilassa',
    );
  });

  it('filters by title and by the topic in the address', async () => {
    stubApi(baseApi);
    renderAt('/meditazione?filter=Potere%20Personale', routes);
    await screen.findByText('1 corso online');
    expect(listed()).toEqual(['Il tuo potere personale']);
    await setupUser().selectOptions(screen.getByRole('combobox', { name: 'Area' }), 'Tutte le aree');
    await setupUser().type(screen.getByRole('searchbox', { name: 'Cerca una meditazione' }), 'abbond');
    expect(listed()).toEqual(['Abbondanza quotidiana']);
  });

  it('shows VISUALIZZA to the player for owned courses', async () => {
    sessionStore.login({ email: 'maria@example.com', token: 'user-token', group: 'user' });
    const api = stubApi({
      ...baseApi,
      'GET /api/user/onlinecourses': { body: { courses: [{ title: 'Respira e rilassa' }] } },
    });
    renderAt('/meditazione', routes);
    expect(await screen.findByRole('link', { name: 'Visualizza Respira e rilassa' })).toHaveAttribute(
      'href',
      '/corsoonline/Respira-e-rilassa',
    );
    expect(api.callsTo('GET /api/user/onlinecourses')[0]?.authorization).toBe('Bearer user-token');
  });

  it('treats a failing owned list as owning nothing', async () => {
    sessionStore.login({ email: 'maria@example.com', token: 'user-token', group: 'user' });
    stubApi({ ...baseApi, 'GET /api/user/onlinecourses': failure(500, 'INTERNAL', 'Errore') });
    renderAt('/meditazione', routes);
    await screen.findByText('3 corsi online');
    await waitFor(() => expect(screen.getAllByRole('link', { name: /^Acquista/ })).toHaveLength(3));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the coming-soon and error placeholders', async () => {
    stubApi({ ...baseApi, 'GET /api/onlinecourses': { body: { onlinecourses: [] } } });
    const { unmount } = renderAt('/meditazione', routes);
    expect(await screen.findByText('Presto disponibili: stiamo preparando nuove meditazioni.')).toBeInTheDocument();
    unmount();
    stubApi({ ...baseApi, 'GET /api/onlinecourses': failure(503, 'UNAVAILABLE', 'Errore') });
    renderAt('/meditazione', routes);
    expect(
      await screen.findByText('Non riusciamo a caricare le meditazioni in questo momento. Riprova tra poco.'),
    ).toBeInTheDocument();
  });

  describe('as an admin', () => {
    beforeEach(() => {
      sessionStore.login({ email: 'admin@example.com', token: 'admin-token', group: 'admin' });
      vi.spyOn(window, 'confirm').mockReturnValue(true);
    });

    it('links to the edit screen and deletes on 200 only', async () => {
      const api = stubApi({
        ...baseApi,
        'GET /api/generate-private-token/': privateToken,
        'DELETE /api/onlinecourse/': success(),
      });
      renderAt('/meditazione', routes);
      expect(await screen.findByRole('link', { name: 'Modifica Respira e rilassa' })).toHaveAttribute(
        'href',
        '/editmeditazione/Respira-e-rilassa',
      );
      await setupUser().click(screen.getByRole('button', { name: 'Elimina Respira e rilassa' }));
      await waitFor(() => expect(listed()).toEqual(['Abbondanza quotidiana', 'Il tuo potere personale']));
      expect(api.callsTo('DELETE /api/onlinecourse/')[0]).toMatchObject({
        body: { title: 'Respira e rilassa' },
        authorization: 'Bearer private-token',
      });
    });

    it('keeps the course when the delete fails', async () => {
      stubApi({
        ...baseApi,
        'GET /api/admin/courses?kind=onlineCourse': { body: { courses: [] } },
        'GET /api/generate-private-token/': privateToken,
        'DELETE /api/onlinecourse/': failure(500, 'INTERNAL', 'Errore'),
      });
      renderAt('/meditazione', routes);
      await setupUser().click(await screen.findByRole('button', { name: 'Elimina Respira e rilassa' }));
      expect(await screen.findByText('Eliminazione non riuscita.')).toBeInTheDocument();
      expect(listed()).toHaveLength(3);
    });

    it('archives a course with buyers instead of deleting it, and lists it under "Non in vetrina"', async () => {
      let archived = false;
      const api = stubApi({
        ...baseApi,
        'GET /api/onlinecourses': () => ({
          body: { onlinecourses: archived ? demoOnlineCourseList.slice(1) : demoOnlineCourseList },
        }),
        'GET /api/admin/courses?kind=onlineCourse': () => ({
          body: {
            courses: archived
              ? [{ title: 'Respira e rilassa', status: 'archived', date: null, tookPlace: false, peopleInterested: 2 }]
              : [],
          },
        }),
        'GET /api/generate-private-token/': privateToken,
        'DELETE /api/onlinecourse/': failure(
          409,
          'IN_USE',
          'Il corso ha già degli iscritti e non può essere eliminato.',
        ),
        'PUT /api/onlinecourse/': () => {
          archived = true;
          return success();
        },
      });
      renderAt('/meditazione', routes);
      const user = setupUser();
      await user.click(await screen.findByRole('button', { name: 'Elimina Respira e rilassa' }));
      expect(await screen.findByText(/«Respira e rilassa» è già stato acquistato/)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Archivia il corso Respira e rilassa' }));
      await waitFor(() => expect(listed()).toEqual(['Abbondanza quotidiana', 'Il tuo potere personale']));
      expect(await screen.findByText(/«Respira e rilassa» è stato archiviato/)).toBeInTheDocument();
      expect(api.callsTo('PUT /api/onlinecourse/')[0]?.authorization).toBe('Bearer private-token');
      const sent = api.fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')?.[1]?.body as FormData;
      expect([...sent.entries()]).toEqual([
        ['title', 'Respira e rilassa'],
        ['status', 'archived'],
      ]);
      const section = await screen.findByRole('region', { name: 'Non in vetrina' });
      expect(within(section).getByText('Archiviato')).toBeInTheDocument();
      expect(within(section).getByText('2 acquirenti')).toBeInTheDocument();
      expect(within(section).getByRole('link', { name: 'Modifica Respira e rilassa' })).toHaveAttribute(
        'href',
        '/editmeditazione/Respira-e-rilassa',
      );
    });
  });
});
