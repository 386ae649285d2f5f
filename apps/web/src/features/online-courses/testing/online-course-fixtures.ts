import type { OnlineCourseDetail, OnlineCourseListItem } from '@cammini/contract';

export function onlineCourseItem(overrides: Partial<OnlineCourseListItem> & { title: string }): OnlineCourseListItem {
  return {
    id: 1,
    category: 'BENESSERE',
    intro: 'Tre pratiche brevi.',
    description: 'Un piccolo corso per chi ha poco tempo.\n\nIdeale come primo passo.',
    price: 39,
    facilitatorPrice: 10,
    affiliatePrice: 4,
    author: 'Marco Bellini',
    immagineCopertina: '/uploads/seed/online-courses/cover.webp',
    mainVideo: '/uploads/seed/videos/trailer.mp4',
    lessonsCount: 3,
    ...overrides,
  };
}

export const demoOnlineCourseList: OnlineCourseListItem[] = [
  onlineCourseItem({ id: 1, title: 'Respira e rilassa' }),
  onlineCourseItem({
    id: 2,
    title: 'Abbondanza quotidiana',
    category: 'PROSPERITA E ABBONDANZA',
    price: 79,
    lessonsCount: 5,
  }),
  onlineCourseItem({
    id: 3,
    title: 'Il tuo potere personale',
    category: 'POTERE PERSONALE',
    price: 129,
    lessonsCount: 4,
  }),
];

export const onlineCourseDetail: OnlineCourseDetail = {
  ...onlineCourseItem({ title: 'Respira e rilassa' }),
  lessons: [
    { position: 1, title: 'Il respiro quadrato', durationSeconds: 7 },
    { position: 2, title: 'Rilassamento progressivo del corpo', durationSeconds: 425 },
    { position: 3, title: 'Tre minuti per tornare presenti', durationSeconds: null },
  ],
  member: {
    idMember: 2,
    name: 'Marco',
    surname: 'Bellini',
    fileUrl: '/uploads/seed/members/marco.webp',
    description: 'Istruttore di mindfulness.',
    website: 'https://example.com/marco',
  },
};
