import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { beforeEach, describe, expect, it } from 'vitest';
import { courseVideoUrl, courseViewer } from '../../../features/course-viewer/testing/player-fixtures';
import { sessionStore } from '../../../lib/session/session-store';
import { failure, stubApi } from '../../../test/fake-api';
import { renderAt } from '../../../test/render';
import CourseViewerPage from './course-viewer-page';

const routes = [{ path: '/corso/:title', element: <CourseViewerPage /> }];

describe('/corso/{title}', () => {
  beforeEach(() => sessionStore.login({ email: 'maria@example.com', token: 'user-token', group: 'user' }));

  const viewerApi = {
    'GET /api/user/courses/Radici-e-ali': { body: { course: courseViewer } },
    'GET /api/courses/7/videos/1/video-url': { body: courseVideoUrl(7, 1) },
    'GET /api/courses/7/videos/2/video-url': { body: courseVideoUrl(7, 2) },
  };

  it('shows a buyer the dates, the place, the intro and the videos', async () => {
    const api = stubApi(viewerApi);
    const { container } = renderAt('/corso/Radici-e-ali', routes);
    expect(await screen.findByRole('heading', { level: 1, name: 'Radici e ali' })).toBeInTheDocument();
    expect(screen.getByText('10–11 maggio 2030')).toBeInTheDocument();
    expect(screen.getByText('Siena', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apri la mappa' })).toHaveAttribute('href', courseViewer.location);
    expect(screen.getByText('Un weekend per ritrovare le proprie radici.')).toBeInTheDocument();
    // The files are private: each video plays from a signed address asked for with the session.
    await waitFor(() => expect(container.querySelectorAll('video')).toHaveLength(2));
    const videos = container.querySelectorAll('video');
    expect([...videos].map((video) => video.getAttribute('src'))).toEqual([
      courseVideoUrl(7, 1).url,
      courseVideoUrl(7, 2).url,
    ]);
    expect(api.callsTo('GET /api/courses/7/videos/1/video-url')[0]?.authorization).toBe('Bearer user-token');
    expect(screen.getByText('Video 2 di 2')).toBeInTheDocument();
  });

  it('asks for a new address when a video fails (its address expired), and gives up after two', async () => {
    let issued = 0;
    const api = stubApi({
      ...viewerApi,
      'GET /api/courses/7/videos/1/video-url': () => ({ body: courseVideoUrl(7, 100 + ++issued) }),
    });
    const { container } = renderAt('/corso/Radici-e-ali', routes);
    const first = () => container.querySelector('li video') as HTMLVideoElement;
    await waitFor(() => expect(first()).toHaveAttribute('src', courseVideoUrl(7, 101).url));
    fireEvent.error(first());
    await waitFor(() => expect(first()).toHaveAttribute('src', courseVideoUrl(7, 102).url));
    fireEvent.error(first());
    await waitFor(() => expect(first()).toHaveAttribute('src', courseVideoUrl(7, 103).url));
    fireEvent.error(first());
    expect(await screen.findByText('Non riusciamo a caricare il video. Riprova tra poco.')).toBeInTheDocument();
    expect(api.callsTo('GET /api/courses/7/videos/1/video-url')).toHaveLength(3);
  });

  it('says when there are no videos yet', async () => {
    stubApi({ 'GET /api/user/courses/Radici-e-ali': { body: { course: { ...courseViewer, videos: [] } } } });
    renderAt('/corso/Radici-e-ali', routes);
    expect(await screen.findByText(/Non ci sono ancora video per questo percorso/)).toBeInTheDocument();
  });

  it('shows a customer who did not buy it a purchase prompt leading to the payment page', async () => {
    stubApi({ 'GET /api/user/courses/Radici-e-ali': failure(403, 'FORBIDDEN', 'Riservato') });
    renderAt('/corso/Radici-e-ali', routes);
    expect(await screen.findByRole('link', { name: 'Acquista il corso' })).toHaveAttribute(
      'href',
      '/payment/Radici-e-ali',
    );
    expect(screen.getByRole('link', { name: 'Scopri il corso' })).toHaveAttribute('href', '/courseDetail/Radici-e-ali');
  });

  it('says when the course does not exist, and offers a retry when it cannot be loaded', async () => {
    stubApi({ 'GET /api/user/courses/Nessuno': failure(404, 'NOT_FOUND', 'Corso non trovato') });
    const { unmount } = renderAt('/corso/Nessuno', routes);
    expect(await screen.findByRole('heading', { name: 'Corso non trovato' })).toBeInTheDocument();
    unmount();
    stubApi({ 'GET /api/user/courses/Nessuno': failure(500, 'INTERNAL', 'Errore') });
    renderAt('/corso/Nessuno', routes);
    expect(await screen.findByRole('alert')).toHaveTextContent('Impossibile caricare il corso.');
    expect(screen.getByRole('button', { name: 'Riprova' })).toBeInTheDocument();
  });
});
