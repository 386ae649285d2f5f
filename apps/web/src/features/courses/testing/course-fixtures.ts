import type { CourseDetail, CourseListItem } from '@cammini/contract';

const maps = (place: string) =>
  `https://www.google.com/maps/search/?${new URLSearchParams({ api: '1', query: place })}`;

export function courseItem(overrides: Partial<CourseListItem> & { title: string }): CourseListItem {
  return {
    id: 1,
    idCourse: 1,
    category: 'AUTOSTIMA',
    intro: 'Un weekend per ritrovare fiducia in sé stessi.',
    author: 'Giulia Ferrante',
    price: 280,
    facilitatorPrice: 70,
    affiliatePrice: 28,
    location: maps('Bagno Vignoni, Siena'),
    placeName: null,
    date: '2026-12-02',
    dateFine: '2026-12-03',
    dateMode: 'scegliData',
    immagineCopertina: '/uploads/seed/courses/cover.webp',
    immaginiRappresentative: [],
    freeCancellation: true,
    peopleInterested: 0,
    seats: null,
    seatsLeft: null,
    ...overrides,
  };
}

/** Three dated courses over two months and one whose date is still to be decided. */
export const demoCourseList: CourseListItem[] = [
  courseItem({ id: 1, idCourse: 1, title: 'Radici e ali' }),
  courseItem({
    id: 2,
    idCourse: 2,
    title: 'Il silenzio che cura',
    category: 'DOLORE PERDITA',
    date: '2026-12-16',
    dateFine: '2026-12-18',
    location: maps('Eremo di Camaldoli, Poppi'),
  }),
  courseItem({
    id: 3,
    idCourse: 3,
    title: 'Mindfulness sul lago',
    category: 'BENESSERE',
    date: '2027-01-13',
    dateFine: '2027-01-14',
    freeCancellation: false,
  }),
  courseItem({
    id: 4,
    idCourse: 4,
    title: 'Cerchio di primavera',
    category: 'BENESSERE',
    date: null,
    dateFine: null,
    dateMode: 'daDefinirsi',
  }),
];

export const courseDetail: CourseDetail = {
  ...courseItem({
    title: 'Radici e ali',
    immaginiRappresentative: ['/uploads/seed/courses/photo-2.webp', '/uploads/seed/courses/photo-3.webp'],
  }),
  description: 'Due giornate in un piccolo gruppo.\n\nPranzi inclusi.',
  duration: 2,
  facilitators: [
    {
      idMember: 7,
      name: 'Giulia',
      surname: 'Ferrante',
      fileUrl: '/uploads/seed/members/giulia.webp',
      description: 'Counselor relazionale.',
      website: 'https://example.com/giulia',
    },
  ],
  tookPlace: false,
  nextCourse: null,
  startTime: null,
  endTime: null,
  placeName: null,
  placeAddress: null,
};

export const topics = [
  { id: 1, idTopic: 1, title: 'AUTOSTIMA', description: '', fileUrl: null },
  { id: 2, idTopic: 2, title: 'DOLORE PERDITA', description: '', fileUrl: null },
  { id: 3, idTopic: 3, title: 'BENESSERE', description: '', fileUrl: null },
];

export const privateToken = { body: { token: 'private-token', expiresAt: '2099-01-01T00:00:00.000Z' } };
