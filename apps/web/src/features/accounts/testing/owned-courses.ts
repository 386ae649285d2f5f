/** An in-person course as the user area lists it once bought in full, with no order number to show. */
export const ownedInPersonCourse = {
  title: 'Radici e ali',
  category: 'AUTOSTIMA',
  intro: 'Un weekend.',
  author: 'Giulia Ferrante',
  immagineCopertina: null,
  location: 'Siena',
  date: '2030-05-10',
  dateFine: '2030-05-11',
  link: '/corso/Radici-e-ali',
  purchasedAt: '2026-11-20T10:00:00.000Z',
  orderNumber: null,
  balanceDue: 0,
};
