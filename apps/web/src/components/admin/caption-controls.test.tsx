import { render, screen, within } from '@testing-library/preact';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sendAdminForm } from '../../lib/admin/send-admin-form';
import { setupUser } from '../../test/user';
import { CaptionControls } from './caption-controls';

vi.mock('../../lib/admin/send-admin-form', () => ({ sendAdminForm: vi.fn() }));
const sent = vi.mocked(sendAdminForm);

const vtt = (name = 'respiro.vtt') =>
  new File(['WEBVTT\n\n00:00.000 --> 00:02.000\nCiao\n'], name, { type: 'text/vtt' });
const show = () =>
  render(
    <MemoryRouter>
      <CaptionControls video="/api/lessons/3" videoLabel="Lezione 1" languages={['en']} />
    </MemoryRouter>,
  );
const group = () => screen.getByRole('group', { name: 'Sottotitoli · Lezione 1' });

beforeEach(() => sent.mockReset());

describe('CaptionControls', () => {
  it('marks each language present or missing', () => {
    show();
    expect(within(group()).getByText('Sottotitoli mancanti')).toBeInTheDocument();
    expect(within(group()).getByText('Presenti')).toBeInTheDocument();
    expect(within(group()).getByLabelText('Carica i sottotitoli in Italiano (.vtt)')).toBeInTheDocument();
    expect(within(group()).getByLabelText('Sostituisci i sottotitoli in Inglese (.vtt)')).toBeInTheDocument();
    expect(
      within(group()).getByRole('button', { name: 'Rimuovi i sottotitoli in Inglese di Lezione 1' }),
    ).toBeEnabled();
  });

  it('uploads a chosen file at once, in its language, and shows it present', async () => {
    sent.mockResolvedValue({ message: 'Success', captions: ['it', 'en'] });
    show();
    await setupUser().upload(screen.getByLabelText('Carica i sottotitoli in Italiano (.vtt)'), vtt());
    expect(await screen.findByText('Sottotitoli in Italiano salvati.')).toBeInTheDocument();
    const [path, options] = sent.mock.calls[0]!;
    expect([path, options.method]).toEqual(['/api/lessons/3/captions', 'POST']);
    expect(options.form.get('language')).toBe('it');
    expect(within(group()).queryByText('Sottotitoli mancanti')).toBeNull();
  });

  it('refuses a file that is not .vtt before sending anything', async () => {
    show();
    const user = setupUser({ applyAccept: false });
    await user.upload(
      screen.getByLabelText('Carica i sottotitoli in Italiano (.vtt)'),
      new File(['1\n00:00:01,000 --> 00:00:02,000\nCiao'], 'sottotitoli.srt', { type: 'application/x-subrip' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('sottotitoli.srt non è un file .vtt.');
    expect(sent).not.toHaveBeenCalled();
  });
});
