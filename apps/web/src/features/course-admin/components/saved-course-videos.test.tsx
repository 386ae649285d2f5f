import { type CourseEditView, fieldProblem } from '@cammini/contract';
import { fireEvent, screen } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sendAdminForm } from '../../../lib/admin/send-admin-form';
import { ApiError } from '../../../lib/api-client';
import { renderAt } from '../../../test/render';
import { setupUser } from '../../../test/user';
import { formEntries, savedCourse, stubFormApi } from '../testing/course-admin-fixtures';
import { CourseForm } from './course-form';

vi.mock('../../../lib/admin/send-admin-form', () => ({ sendAdminForm: vi.fn() }));

const sent = vi.mocked(sendAdminForm);
const user = () => setupUser();
const course: CourseEditView = { ...savedCourse, videos: [{ position: 1 }, { position: 2 }] };
const urlRoute = (position: number) => `GET /api/courses/4/videos/${position}/video-url`;
const signed = (position: number, token = 'a') => ({
  body: {
    url: `/api/courses/4/videos/${position}/video?token=1.9999999999.${token.repeat(43)}`,
    expiresAt: '2030-01-01T00:20:00.000Z',
  },
});

function renderEditForm(routes: Parameters<typeof stubFormApi>[0] = {}) {
  const api = stubFormApi({ [urlRoute(1)]: signed(1), [urlRoute(2)]: signed(2), ...routes });
  const onSaved = vi.fn();
  renderAt('/editcorso/Radici-e-ali', [
    { path: '/editcorso/:title', element: <CourseForm course={course} onSaved={onSaved} /> },
  ]);
  return { api, onSaved };
}

async function save() {
  await screen.findByRole('option', { name: 'Giulia Ferrante' });
  await user().click(screen.getByRole('button', { name: 'Salva modifiche' }));
}

beforeEach(() => {
  sent.mockReset();
});

describe('the saved videos of the in-person course form', () => {
  it('plays each saved video from a signed address asked with the private token', async () => {
    const { api } = renderEditForm();
    expect(await screen.findByLabelText('Video salvato 1')).toHaveAttribute('src', signed(1).body.url);
    expect(await screen.findByLabelText('Video salvato 2')).toHaveAttribute('src', signed(2).body.url);
    for (const position of [1, 2]) {
      expect(api.callsTo(urlRoute(position)).map((call) => call.authorization)).toEqual(['Bearer private-token']);
    }
    for (const video of document.querySelectorAll('video')) {
      expect(video.getAttribute('src')).toMatch(/^\/api\/courses\/4\/videos\/\d\/video\?token=/);
    }
  });

  it('asks a new address when one expires while the admin watches', async () => {
    let answers = 0;
    const { api } = renderEditForm({ [urlRoute(1)]: () => signed(1, answers++ === 0 ? 'a' : 'b') });
    fireEvent.error(await screen.findByLabelText('Video salvato 1'));
    await vi.waitFor(() =>
      expect(screen.getByLabelText('Video salvato 1')).toHaveAttribute('src', signed(1, 'b').body.url),
    );
    expect(api.callsTo(urlRoute(1))).toHaveLength(2);
  });

  it('says when a saved video cannot be previewed, and still lets the admin keep or remove it', async () => {
    renderEditForm({ [urlRoute(2)]: { status: 403, body: { message: 'No', error: 'FORBIDDEN' } } });
    expect(await screen.findByText('Non è stato possibile caricare questo video.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rimuovi il file salvato video 2' })).toBeInTheDocument();
  });

  it('keeps every saved video when the form is saved without touching them', async () => {
    sent.mockResolvedValue({ message: 'Success' });
    const { onSaved } = renderEditForm();
    await save();
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    const entries = formEntries(sent.mock.calls[0]![1].form);
    expect(entries).toContainEqual(['existingVideos', '1,2']);
    expect(entries.some(([name]) => name === 'videos')).toBe(false);
  });

  it('sends only the positions of the videos the admin keeps', async () => {
    sent.mockResolvedValue({ message: 'Success' });
    renderEditForm();
    await user().click(await screen.findByRole('button', { name: 'Rimuovi il file salvato video 1' }));
    expect(screen.queryByLabelText('Video salvato 1')).not.toBeInTheDocument();
    await save();
    await vi.waitFor(() => expect(sent).toHaveBeenCalled());
    expect(formEntries(sent.mock.calls[0]![1].form)).toContainEqual(['existingVideos', '2']);
  });

  it('asks to reload when the saved videos changed since the form was loaded', async () => {
    sent.mockRejectedValue(
      new ApiError(400, 'VALIDATION', 'Dati non validi', { 'body.existingVideos': [fieldProblem('videoPositions')] }),
    );
    renderEditForm();
    await save();
    expect(await screen.findByText('I video salvati sono cambiati: ricarica la pagina e riprova.')).toBeInTheDocument();
  });
});
