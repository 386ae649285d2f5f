import { fireEvent, screen, within } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { CourseChangeSentNotice } from '../../../features/course-admin/components/course-change-sent';
import {
  adminUser,
  formEntries,
  prepareEachFormTest,
  savedCourse,
  stubFormApi,
} from '../../../features/course-admin/testing/course-admin-fixtures';
import { sendAdminForm } from '../../../lib/admin/send-admin-form';
import i18n from '../../../lib/i18n';
import { renderAt } from '../../../test/render';
import CourseFormPage from './course-form-page';

vi.mock('../../../lib/admin/send-admin-form', () => ({ sendAdminForm: vi.fn() }));

const sent = vi.mocked(sendAdminForm);
const EDIT_URL = '/api/admin/course/Radici-e-ali';
const told = [
  { name: 'Anna Rossi', email: 'anna@example.com' },
  { name: 'Bruno Verdi', email: 'bruno@example.com' },
  { name: 'Carla Neri', email: 'carla@example.com' },
];

prepareEachFormTest();

const renderPage = () =>
  renderAt('/editcorso/Radici-e-ali', [
    { path: '/editcorso/:title', element: <CourseFormPage /> },
    { path: '/corsi', element: <CourseChangeSentNotice /> },
  ]);

async function openWithEnrolled(enrolled = 3) {
  stubFormApi({ [`GET ${EDIT_URL}`]: { body: { ...savedCourse, enrolled } } });
  renderPage();
  await screen.findByRole('option', { name: 'Giulia Ferrante' });
}

const save = () => adminUser().click(screen.getByRole('button', { name: 'Salva modifiche' }));

describe('moving a course with people enrolled', () => {
  it('shows the saved times and place, and sends them', async () => {
    sent.mockResolvedValue({ message: 'Success', told: [] });
    await openWithEnrolled(0);
    expect(screen.getByLabelText(/^Ora di inizio/)).toHaveValue('09:30');
    expect(screen.getByLabelText(/^Nome del luogo/)).toHaveValue('Agriturismo Il Poggio');
    await save();
    const entries = formEntries(sent.mock.calls[0]![1].form);
    expect(entries).toContainEqual(['startTime', '09:30']);
    expect(entries).toContainEqual(['placeAddress', 'Via Roma 1, 53100 Siena']);
  });

  it('asks first how many will be e-mailed, sends the note with the save, then lists who got it', async () => {
    sent.mockResolvedValue({ message: 'Success', told });
    await openWithEnrolled();
    fireEvent.change(screen.getByLabelText('Data di inizio'), { target: { value: '2030-05-17' } });
    fireEvent.change(screen.getByLabelText(/^Data di fine/), { target: { value: '2030-05-18' } });
    await save();
    const question = await screen.findByRole('region', { name: '3 iscritti riceveranno un’e-mail' });
    expect(sent).not.toHaveBeenCalled();
    await adminUser().type(
      within(question).getByLabelText('Messaggio da aggiungere all’e-mail (facoltativo)'),
      'Ci spostiamo per la neve.',
    );
    await adminUser().click(within(question).getByRole('button', { name: 'Salva e invia l’e-mail' }));

    const entries = formEntries(sent.mock.calls[0]![1].form);
    expect(entries).toContainEqual(['courseStartDate', '2030-05-17']);
    expect(entries).toContainEqual(['changeMessage', 'Ci spostiamo per la neve.']);
    expect(await screen.findByText('E-mail inviate a 3 persone iscritte a «Radici e ali»:')).toBeInTheDocument();
    expect(screen.getByText('Anna Rossi (anna@example.com)')).toBeInTheDocument();
    expect(screen.getByText('Carla Neri (carla@example.com)')).toBeInTheDocument();
  });

  it('going back to the form sends nothing; an edit that moves nothing asks nothing', async () => {
    sent.mockResolvedValue({ message: 'Success', told: [] });
    await openWithEnrolled();
    fireEvent.change(screen.getByLabelText(/^Ora di inizio/), { target: { value: '10:00' } });
    await save();
    await adminUser().click(await screen.findByRole('button', { name: 'Torna al modulo' }));
    expect(sent).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(/^Ora di inizio/), { target: { value: '09:30' } });
    await save();
    expect(sent).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('region', { name: /riceveranno/ })).not.toBeInTheDocument();
  });

  it('speaks English too', async () => {
    await i18n.changeLanguage('en');
    try {
      await openWithEnrolled(1);
      fireEvent.change(screen.getByLabelText('Name of the place (optional)'), {
        target: { value: 'Villa Serena' },
      });
      await adminUser().click(screen.getByRole('button', { name: 'Save changes' }));
      expect(await screen.findByRole('region', { name: '1 enrolled person will get an e-mail' })).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('it');
    }
  });
});
