import type { CourseEditView, OnlineCourseEditView } from '@cammini/contract';
import { screen } from '@testing-library/preact';
import { beforeEach, vi } from 'vitest';
import { sendAdminForm } from '../../../lib/admin/send-admin-form';
import { stubApi } from '../../../test/fake-api';
import { stubObjectUrls } from '../../../test/object-urls';
import { setupUser } from '../../../test/user';

/** What the course forms load besides the item: members, topics and the private token. */
export const formOptionRoutes = {
  'GET /api/members': {
    body: {
      members: [
        { idMember: 1, name: 'Giulia', surname: 'Ferrante' },
        { idMember: 2, name: 'Davide', surname: 'Conti' },
      ],
    },
  },
  'GET /get/topics': {
    body: [
      { id: 1, idTopic: 1, title: 'AUTOSTIMA', description: '', fileUrl: null },
      { id: 2, idTopic: 2, title: 'BENESSERE', description: '', fileUrl: null },
    ],
  },
  'GET /api/generate-private-token/': { body: { token: 'private-token', expiresAt: '2099-01-01T00:00:00.000Z' } },
};

export const stubFormApi = (routes: Parameters<typeof stubApi>[0] = {}) => stubApi({ ...formOptionRoutes, ...routes });

/** The admin, who may pick a file the input's `accept` would hide, to see the form refuse it. */
export const adminUser = () => setupUser({ applyAccept: false });
export const field = (label: string | RegExp) => screen.getByLabelText(label);

/**
 * Before each test of the file: the forms' options answered, the mocked sender reset (each test file
 * mocks it: `vi.mock('…/lib/admin/send-admin-form', () => ({ sendAdminForm: vi.fn() }))`); object
 * URLs for the previews.
 */
export function prepareEachFormTest() {
  beforeEach(() => {
    stubObjectUrls();
    stubFormApi();
    vi.mocked(sendAdminForm).mockReset();
  });
}

/** Fills what both course forms ask first (CourseBasicsFields), once the members and topics are listed. */
export async function fillCourseBasics(title: string, author: string, category: string, intro: string) {
  await screen.findByRole('option', { name: author });
  await screen.findByRole('option', { name: category });
  await adminUser().type(field('Titolo'), title);
  await adminUser().selectOptions(field('Autore (Nome Cognome)'), author);
  await adminUser().selectOptions(field('Categoria'), category);
  await adminUser().type(field('Introduzione'), intro);
}

export const savedCourse: CourseEditView = {
  idCourse: 4,
  title: 'Radici e ali',
  author: 'Giulia Ferrante',
  authorMemberId: 1,
  category: 'AUTOSTIMA',
  intro: 'Un weekend in Val d’Orcia.',
  location: 'https://www.google.com/maps/search/?api=1&query=Bagno+Vignoni',
  description: 'Due giornate insieme.',
  price: 280,
  affiliatePrice: 28,
  facilitatorPrice: 70,
  dateMode: 'scegliData',
  dataInizio: '2030-05-10',
  dateFine: '2030-05-11',
  freeCancellation: true,
  status: 'published',
  seats: null,
  startTime: '09:30',
  endTime: '17:00',
  placeName: 'Agriturismo Il Poggio',
  placeAddress: 'Via Roma 1, 53100 Siena',
  enrolled: 0,
  immagineCopertina: '/uploads/media/courses/2026/copertina.webp',
  immaginiRappresentative: ['/uploads/media/courses/2026/uno.webp', '/uploads/media/courses/2026/due.webp'],
  videos: [{ position: 1 }],
};

export const savedOnlineCourse: OnlineCourseEditView = {
  id: 9,
  title: 'Respira con me',
  author: 'Davide Conti',
  authorMemberId: 2,
  category: 'BENESSERE',
  intro: 'Tre pratiche brevi.',
  description: 'Per le giornate piene.',
  price: 39,
  facilitatorPrice: 10,
  affiliatePrice: 4,
  status: 'published',
  immagineCopertina: '/uploads/media/online-courses/2026/copertina.webp',
  mainVideo: '/uploads/media/online-courses/2026/trailer.mp4',
  lessons: [
    { id: 21, position: 1, title: 'Il respiro quadrato', durationSeconds: 420 },
    { id: 22, position: 2, title: 'Rilassamento progressivo', durationSeconds: null },
  ],
};

export const image = (name: string) => new File([new Uint8Array(16)], name, { type: 'image/png' });
export const video = (name: string) => new File([new Uint8Array(16)], name, { type: 'video/mp4' });

/** The text and file entries of a sent FormData, files by name. */
export const formEntries = (form: FormData) =>
  [...form.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : `file:${value.name}`]);
