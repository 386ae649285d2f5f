import type { ArticleListItem, CourseListItem, Member, ReviewItem, Topic } from '@cammini/contract';

/** Answers shaped like the demo content, for the home page's tests. */
export const topics: Topic[] = [
  {
    id: 1,
    idTopic: 1,
    title: 'AUTOSTIMA',
    description: 'Fiducia in sé.',
    fileUrl: '/uploads/seed/topics/autostima.webp',
  },
  { id: 2, idTopic: 2, title: 'DOLORE PERDITA', description: 'Attraversare il lutto.', fileUrl: null },
];

export const course: CourseListItem = {
  id: 3,
  idCourse: 3,
  title: 'Il respiro che cura',
  category: 'BENESSERE',
  intro: 'Un weekend per ritrovare il respiro.',
  author: 'Giulia Ferri',
  price: 180,
  facilitatorPrice: 50,
  affiliatePrice: 18,
  location: 'https://www.google.com/maps/search/?api=1&query=Pienza',
  placeName: null,
  date: '2026-12-05',
  dateFine: '2026-12-06',
  dateMode: 'scegliData',
  immagineCopertina: '/uploads/seed/courses/il-respiro-che-cura.webp',
  immaginiRappresentative: [],
  freeCancellation: true,
  peopleInterested: 4,
  seats: null,
  seatsLeft: null,
};

export const article: ArticleListItem = {
  id: 7,
  title: "L'arte di ascoltarsi",
  intro: 'Cinque minuti al giorno per sentire come stai davvero.',
  category: 'AUTOSTIMA',
  fileUrl: '/uploads/seed/articles/arte-di-ascoltarsi.webp',
  date: '2026-03-14T09:00:00.000Z',
};

export const member: Member = {
  idMember: 2,
  name: 'Giulia',
  surname: 'Ferri',
  title: 'Giulia Ferri',
  description: 'Facilitatrice di respiro consapevole.',
  fileUrl: '/uploads/seed/members/giulia-ferri.webp',
  session: 'Toscana',
  language: 'Italiano',
  email: 'giulia@example.com',
  phoneNumber: '+39 333 000 0000',
  website: null,
};

export const reviews: ReviewItem[] = [
  {
    idReview: 11,
    name: 'Francesca',
    surname: 'Lodi',
    rating: 5,
    review: 'Il weekend in Val d’Orcia è stato un regalo che aspettavo da anni.',
    verifiedPurchase: true,
    date: '2026-03-01T10:00:00.000Z',
  },
  {
    idReview: 12,
    name: 'Luca',
    surname: 'Neri',
    rating: 4,
    review: 'Belle meditazioni, chiare e semplici da seguire ogni sera.',
    verifiedPurchase: false,
    date: '2026-02-20T10:00:00.000Z',
  },
];

/** Every list the home reads, answered with the fixtures above. */
export const homeRoutes = {
  'GET /get/topics': { body: topics },
  'GET /api/courses': { body: { courses: [course] } },
  'GET /api/articles': { body: { articles: [article] } },
  'GET /api/members': { body: { members: [member] } },
  'GET /api/reviews': { body: { reviews } },
};
