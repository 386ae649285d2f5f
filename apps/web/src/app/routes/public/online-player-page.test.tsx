import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { player, videoUrl } from '../../../features/course-viewer/testing/player-fixtures';
import { sessionStore } from '../../../lib/session/session-store';
import { failure, stubApi, success } from '../../../test/fake-api';
import { renderAt } from '../../../test/render';
import { setupUser } from '../../../test/user';
import OnlinePlayerPage from './online-player-page';

const routes = [{ path: '/corsoonline/:title', element: <OnlinePlayerPage /> }];
const playerApi = {
  'GET /api/user/onlinecourses/Respira-e-rilassa': { body: { course: player } },
  'GET /api/lessons/11/video-url': { body: videoUrl(11) },
  'GET /api/lessons/12/video-url': { body: videoUrl(12) },
  'GET /api/lessons/13/video-url': { body: videoUrl(13) },
  'PUT /api/lessons/11/progress': success({ progress: { lessonId: 11, positionSeconds: 0, completed: true } }),
  'PUT /api/lessons/12/progress': success({ progress: { lessonId: 12, positionSeconds: 0, completed: false } }),
  'PUT /api/lessons/13/progress': success({ progress: { lessonId: 13, positionSeconds: 0, completed: false } }),
};

const video = () => document.querySelector('video') as HTMLVideoElement;

/** jsdom has no media: give the element a duration and a settable position. */
function fakeMedia(element: HTMLVideoElement, duration: number) {
  let time = 0;
  Object.defineProperty(element, 'duration', { configurable: true, get: () => duration });
  Object.defineProperty(element, 'currentTime', {
    configurable: true,
    get: () => time,
    set: (value: number) => {
      time = value;
    },
  });
}

describe('/corsoonline/{title}', () => {
  beforeEach(() => sessionStore.login({ email: 'maria@example.com', token: 'user-token', group: 'user' }));

  it('opens the lesson last watched where the customer stopped, from a signed address', async () => {
    const api = stubApi(playerApi);
    renderAt('/corsoonline/Respira-e-rilassa', routes);
    expect(await screen.findByRole('heading', { level: 1, name: 'Respira e rilassa' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Rilassamento progressivo' })).toBeInTheDocument();
    expect(screen.getByText('1 di 3 lezioni completate')).toBeInTheDocument();
    expect(screen.getByText('Riprendi da 1:35')).toBeInTheDocument();
    await waitFor(() => expect(video()).toHaveAttribute('src', videoUrl(12).url));
    expect(api.callsTo('GET /api/lessons/12/video-url')[0]?.authorization).toBe('Bearer user-token');
    fakeMedia(video(), 425);
    fireEvent.loadedMetadata(video());
    expect(video().currentTime).toBe(95);
    const current = screen.getByRole('button', { name: /Rilassamento progressivo/ });
    expect(current).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: /Il respiro quadrato/ })).toHaveAccessibleName(
      /^Lezione 1:\s*Il respiro quadrato\s*\(completata\)\s*7:00$/,
    );
  });

  it('saves the position on pause and marks the lesson completed when it ends', async () => {
    const api = stubApi(playerApi);
    renderAt('/corsoonline/Respira-e-rilassa', routes);
    await waitFor(() => expect(video()).toHaveAttribute('src', videoUrl(12).url));
    fakeMedia(video(), 425);
    video().currentTime = 130;
    fireEvent.pause(video());
    await waitFor(() => expect(api.callsTo('PUT /api/lessons/12/progress')).toHaveLength(1));
    expect(api.callsTo('PUT /api/lessons/12/progress')[0]?.body).toEqual({ positionSeconds: 130 });
    video().currentTime = 425;
    fireEvent.ended(video());
    await waitFor(() => expect(api.callsTo('PUT /api/lessons/12/progress')).toHaveLength(2));
    expect(api.callsTo('PUT /api/lessons/12/progress')[1]?.body).toEqual({ positionSeconds: 425, completed: true });
    expect(await screen.findByText('2 di 3 lezioni completate')).toBeInTheDocument();
  });

  it('moves to the next lesson and to any lesson of the list, each with its own address', async () => {
    const api = stubApi(playerApi);
    const user = setupUser();
    renderAt('/corsoonline/Respira-e-rilassa', routes);
    await user.click(await screen.findByRole('button', { name: 'Lezione successiva' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Tre minuti per tornare presenti' })).toBeInTheDocument();
    await waitFor(() => expect(video()).toHaveAttribute('src', videoUrl(13).url));
    expect(screen.queryByRole('button', { name: 'Lezione successiva' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Il respiro quadrato/ }));
    await waitFor(() => expect(video()).toHaveAttribute('src', videoUrl(11).url));
    expect(api.callsTo('GET /api/lessons/11/video-url')).toHaveLength(1);
  });

  it('moves on to the next lesson when one ends and starts it, at its own position', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const api = stubApi(playerApi);
    renderAt('/corsoonline/Respira-e-rilassa', routes);
    await waitFor(() => expect(video()).toHaveAttribute('src', videoUrl(12).url));
    fakeMedia(video(), 425);
    fireEvent.loadedMetadata(video());
    expect(play).not.toHaveBeenCalled();
    video().currentTime = 425;
    fireEvent.ended(video());
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Tre minuti per tornare presenti' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(video()).toHaveAttribute('src', videoUrl(13).url));
    fakeMedia(video(), 180);
    fireEvent.loadedMetadata(video());
    expect(play).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(api.callsTo('PUT /api/lessons/12/progress')).toHaveLength(1));
    expect(api.callsTo('PUT /api/lessons/12/progress')[0]?.body).toEqual({ positionSeconds: 425, completed: true });
    expect(screen.getByRole('button', { name: /Tre minuti per tornare presenti/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('leaves the next lesson ready when the browser refuses to play it, and plays nothing opened by hand', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockRejectedValue(new Error('NotAllowedError'));
    stubApi(playerApi);
    renderAt('/corsoonline/Respira-e-rilassa', routes);
    await waitFor(() => expect(video()).toHaveAttribute('src', videoUrl(12).url));
    fakeMedia(video(), 425);
    video().currentTime = 425;
    fireEvent.ended(video());
    await waitFor(() => expect(video()).toHaveAttribute('src', videoUrl(13).url));
    fakeMedia(video(), 180);
    fireEvent.loadedMetadata(video());
    expect(play).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(video()).toBeInTheDocument();

    await setupUser().click(screen.getByRole('button', { name: /Il respiro quadrato/ }));
    await waitFor(() => expect(video()).toHaveAttribute('src', videoUrl(11).url));
    fakeMedia(video(), 420);
    fireEvent.loadedMetadata(video());
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('opens the first lesson when every lesson is finished', async () => {
    const finished = {
      ...player,
      resumeLessonId: null,
      lessons: player.lessons.map((lesson) => ({ ...lesson, completed: true })),
    };
    stubApi({ ...playerApi, 'GET /api/user/onlinecourses/Respira-e-rilassa': { body: { course: finished } } });
    renderAt('/corsoonline/Respira-e-rilassa', routes);
    expect(await screen.findByRole('heading', { level: 2, name: 'Il respiro quadrato' })).toBeInTheDocument();
    await waitFor(() => expect(video()).toHaveAttribute('src', videoUrl(11).url));
    expect(screen.getByText('3 di 3 lezioni completate')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Tre minuti per tornare presenti/ })).toHaveAccessibleName(/3:00$/);
  });

  it('marks a lesson completed with its button', async () => {
    const api = stubApi(playerApi);
    const user = setupUser();
    renderAt('/corsoonline/Respira-e-rilassa', routes);
    const mark = await screen.findByRole('button', { name: 'Segna come completata' });
    expect(mark).toHaveAttribute('aria-pressed', 'false');
    await user.click(mark);
    await waitFor(() => expect(mark).toHaveAttribute('aria-pressed', 'true'));
    expect(api.callsTo('PUT /api/lessons/12/progress')[0]?.body).toEqual({ positionSeconds: 95, completed: true });
  });

  it('asks for a new address when the video fails (an expired address) and resumes there', async () => {
    let urls = 0;
    const api = stubApi({
      ...playerApi,
      'GET /api/lessons/12/video-url': () => {
        urls += 1;
        return { body: { ...videoUrl(12), url: `${videoUrl(12).url}&n=${urls}` } };
      },
    });
    renderAt('/corsoonline/Respira-e-rilassa', routes);
    await waitFor(() => expect(video()).toHaveAttribute('src', `${videoUrl(12).url}&n=1`));
    fakeMedia(video(), 425);
    video().currentTime = 200;
    fireEvent.error(video());
    await waitFor(() => expect(video()).toHaveAttribute('src', `${videoUrl(12).url}&n=2`));
    fakeMedia(video(), 425);
    fireEvent.loadedMetadata(video());
    expect(video().currentTime).toBe(200);
    expect(api.callsTo('GET /api/lessons/12/video-url')).toHaveLength(2);
  });

  it('shows a customer who did not buy the course a purchase prompt', async () => {
    stubApi({ 'GET /api/user/onlinecourses/Respira-e-rilassa': failure(403, 'FORBIDDEN', 'Riservato') });
    renderAt('/corsoonline/Respira-e-rilassa', routes);
    expect(
      await screen.findByRole('heading', { name: 'Questo corso è riservato a chi lo ha acquistato' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Acquista il corso' })).toHaveAttribute(
      'href',
      '/payment/Respira-e-rilassa?kind=onlineCourse',
    );
    expect(document.querySelector('video')).toBeNull();
  });

  it('asks a visitor to log in, without asking the server', async () => {
    sessionStore.logout();
    const api = stubApi({});
    renderAt('/corsoonline/Respira-e-rilassa', routes);
    expect(screen.getByRole('link', { name: 'Accedi' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Scopri il corso' })).toHaveAttribute(
      'href',
      '/onlinecoursedetail/Respira-e-rilassa',
    );
    expect(api.calls).toHaveLength(0);
  });
});
