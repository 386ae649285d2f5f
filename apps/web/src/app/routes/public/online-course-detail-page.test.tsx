import { screen, within } from '@testing-library/preact';
import { beforeEach, describe, expect, it } from 'vitest';
import { onlineCourseDetail } from '../../../features/online-courses/testing/online-course-fixtures';
import { sessionStore } from '../../../lib/session/session-store';
import { failure, stubApi } from '../../../test/fake-api';
import { preferReducedMotion } from '../../../test/reduced-motion';
import { renderAt } from '../../../test/render';
import { setupUser } from '../../../test/user';
import OnlineCourseDetailPage from './online-course-detail-page';

const routes = [
  { path: '/onlinecoursedetail/:title', element: <OnlineCourseDetailPage /> },
  { path: '/login', element: <p>login page</p> },
];
const detailApi = { 'GET /api/onlinecourse/Respira-e-rilassa': { body: { onlinecourse: onlineCourseDetail } } };

describe('/onlinecoursedetail/{title}', () => {
  beforeEach(() => {
    preferReducedMotion(false);
  });

  it('says it is loading, then shows the trailer, the facts and the locked lessons', async () => {
    stubApi(detailApi);
    const { container } = renderAt('/onlinecoursedetail/Respira-e-rilassa', routes);
    expect(screen.getByText('Caricamento in corso...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Respira e rilassa' })).toBeInTheDocument();
    expect(screen.getByText('Con Marco Bellini')).toBeInTheDocument();
    expect(screen.getByText('Ideale come primo passo.')).toBeInTheDocument();
    expect(screen.getByText('39,00 €')).toBeInTheDocument();

    const video = container.querySelector('video') as HTMLVideoElement;
    expect(video).toHaveAttribute('src', '/uploads/seed/videos/trailer.mp4');
    expect(video).toHaveAttribute('controls');
    expect(video.autoplay).toBe(true);
    expect(video.muted).toBe(true);

    const lessons = within(screen.getByRole('heading', { name: 'Le 3 lezioni' }).closest('section') as HTMLElement);
    const items = lessons.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Lezione 1: Il respiro quadrato');
    expect(items[0]).toHaveTextContent('0:07');
    expect(items[1]).toHaveTextContent('7:05');
    expect(items[2]).toHaveTextContent("disponibile dopo l'acquisto");
    // Only the public trailer is a video address on the page.
    expect(container.querySelectorAll('video, source, a[href$=".mp4"]')).toHaveLength(1);
  });

  it('does not start the trailer by itself for visitors who prefer reduced motion', async () => {
    preferReducedMotion(true);
    stubApi(detailApi);
    const { container } = renderAt('/onlinecoursedetail/Respira-e-rilassa', routes);
    await screen.findByRole('heading', { level: 1, name: 'Respira e rilassa' });
    const video = container.querySelector('video') as HTMLVideoElement;
    expect(video.autoplay).toBe(false);
    expect(video).toHaveAttribute('controls');
  });

  it('shows the placeholder when the course has no main video', async () => {
    stubApi({
      'GET /api/onlinecourse/Respira-e-rilassa': { body: { onlinecourse: { ...onlineCourseDetail, mainVideo: null } } },
    });
    const { container } = renderAt('/onlinecoursedetail/Respira-e-rilassa', routes);
    expect(await screen.findByText('Video principale non disponibile')).toBeInTheDocument();
    expect(container.querySelector('video')).toBeNull();
  });

  it('shows the guiding member with a website link', async () => {
    stubApi(detailApi);
    renderAt('/onlinecoursedetail/Respira-e-rilassa', routes);
    const block = (await screen.findByRole('heading', { name: 'Marco Bellini' })).closest('section') as HTMLElement;
    expect(within(block).getByText('Istruttore di mindfulness.')).toBeInTheDocument();
    expect(within(block).getByRole('link', { name: /Sito web/ })).toHaveAttribute('href', 'https://example.com/marco');
  });

  it('sends a visitor to log in and a customer to pay', async () => {
    stubApi(detailApi);
    const { unmount } = renderAt('/onlinecoursedetail/Respira-e-rilassa', routes);
    await setupUser().click(await screen.findByRole('link', { name: 'Acquista Corso' }));
    expect(await screen.findByText('login page')).toBeInTheDocument();
    unmount();

    sessionStore.login({ email: 'maria@example.com', token: 'user-token', group: 'user' });
    stubApi({ ...detailApi, 'GET /api/user/onlinecourses': { body: { courses: [] } } });
    renderAt('/onlinecoursedetail/Respira-e-rilassa', routes);
    expect(await screen.findByRole('link', { name: 'Acquista Corso' })).toHaveAttribute(
      'href',
      '/payment/Respira-e-rilassa?kind=onlineCourse',
    );
  });

  it('offers the way back', async () => {
    stubApi(detailApi);
    renderAt('/onlinecoursedetail/Respira-e-rilassa', routes);
    expect(await screen.findByRole('button', { name: 'Torna Indietro' })).toBeInTheDocument();
  });

  it('says the course was not found, or could not be loaded', async () => {
    stubApi({ 'GET /api/onlinecourse/Nessuno': failure(404, 'NOT_FOUND', 'Corso online non trovato') });
    const { unmount } = renderAt('/onlinecoursedetail/Nessuno', routes);
    expect(await screen.findByRole('heading', { name: 'Corso non trovato' })).toBeInTheDocument();
    unmount();
    stubApi({ 'GET /api/onlinecourse/Nessuno': failure(500, 'INTERNAL', 'Errore') });
    renderAt('/onlinecoursedetail/Nessuno', routes);
    expect(await screen.findByRole('alert')).toHaveTextContent('Impossibile caricare i dettagli del corso.');
  });
});
