import { chiaraRegistration } from '@cammini/contract/testing';
import { TEST_PASSWORD } from '../support/factories.js';
import type { World } from './world.js';

/*
 * A body each JSON route accepts, where generating one from the JSON Schema rarely succeeds (zod
 * refinements: phone numbers, birth dates, single-line text). The fuzzer swaps one field of it at
 * a time for a hostile value, so the rest of the body still gets the request to the handler and
 * the database. Routes missing here are fuzzed from their schema alone.
 */
export const JSON_EXAMPLES: Record<string, (world: World) => Record<string, unknown>> = {
  'POST /api/login/': (w) => ({ email: w.customerEmail, password: TEST_PASSWORD }),
  // The world's admin's password (sent with the admin's login token, it answers a private token).
  'POST /api/confirm-password/': () => ({ password: TEST_PASSWORD }),
  'POST /api/forcelogout/': (w) => ({ email: w.customerEmail }),
  'POST /api/generate-token/': () => ({
    ...chiaraRegistration,
    email: `nuova-${Math.random().toString(36).slice(2)}@example.com`,
    usedAffiliateCode: 'AAAAAA',
    language: 'it',
  }),
  'POST /api/reset-password/': (w) => ({ email: w.customerEmail }),
  'PUT /api/user/password/': () => ({ oldPassword: 'sbagliata', newPassword: 'nuova-password-1' }),
  // A wrong password: the fuzz world's customer must outlive the battery.
  'DELETE /api/user/': () => ({ currentPassword: 'sbagliata' }),
  'POST /api/newsletter/preview': () => ({ oggetto: 'Novità', contenuto: '<p>Un nuovo percorso.</p>', language: 'it' }),
  'POST /api/newsletter/test': () => ({ oggetto: 'Novità', contenuto: '<p>Un nuovo percorso.</p>', language: 'it' }),
  'PUT /api/user/': () => ({
    name: 'Fuzz',
    surname: 'Cliente',
    phoneNumber: '+39 333 123 4567',
    birth_date: '1990-04-12',
    state: 'Italia',
    region: 'Toscana',
    province: 'Firenze',
    city: 'Fiesole',
    address: 'Via Roma 1',
    language: 'it',
  }),
  'POST /send-email': () => ({
    nome: 'Anna',
    cognome: 'Verdi',
    mail: 'anna.verdi@example.com',
    telefono: '+39 333 765 4321',
    richiesta: 'Vorrei informazioni sul prossimo percorso.',
    privacy: true,
  }),
  'POST /api/module/': () => ({
    name: 'Anna',
    surname: 'Verdi',
    email: 'anna.verdi@example.com',
    birth_date: '1985-06-01',
    city: 'Siena',
    phonenumber: '+39 333 765 4321',
    interested_in: 'Meditazione',
    objective: 'Ritrovare calma.',
    spending: '150',
    message: 'Grazie.',
  }),
  'POST /api/subscribe/': () => ({ email: 'lettrice@example.com', name: 'Lettrice', language: 'it' }),
  'POST /api/faq': () => ({ question: 'Serve esperienza?', answer: 'No, nessuna.' }),
  'PUT /api/faq': () => ({ idFaq: 1, question: 'Serve esperienza?', answer: 'No, nessuna.' }),
  'DELETE /api/faq': () => ({ id: 1 }),
  'PUT /api/faq/move': () => ({ idFaq: 1, to: 0 }),
  'DELETE /api/topic': (w) => ({ id: w.ids.topic }),
  'DELETE /api/review': () => ({ id: 1 }),
  'DELETE /api/article': (w) => ({ title: w.titles.article }),
  'DELETE /api/course': (w) => ({ title: w.titles.course }),
  'DELETE /api/onlinecourse': (w) => ({ title: w.titles.onlineCourse }),
  // The world's member leads courses: the delete goes through once confirmed.
  'DELETE /api/member': (w) => {
    const [name, ...surname] = w.titles.member.split(' ');
    return { name, surname: surname.join(' '), confirm: true };
  },
  'POST /api/sendnewsletter': () => ({ oggetto: 'Novità di primavera', contenuto: '<p>Ciao!</p>' }),
  'PUT /api/document': (w) => ({ id: w.ids.document, status: 1 }),
  'PUT /api/withdraw': (w) => ({ id: w.ids.withdrawal, status: 'Completato' }),
  'POST /api/withdraw': (w) => ({ email: w.customerEmail, amount: 20 }),
  'PUT /api/admin/messages/{id}': () => ({ read: true }),
  'PUT /api/admin/reviews/{id}': () => ({ status: 'published' }),
  'PUT /api/settings': () => ({
    businessName: 'Cammini di Crescita',
    legalAddress: 'Via dei Servi 12, 50122 Firenze (FI)',
    taxId: '06123450485',
    email: 'info@cammini.example',
    phone: '+39 055 123 4567',
    whatsapp: '+39 333 123 4567',
    social: { instagram: 'https://www.instagram.com/cammini' },
    noticeEmail: 'avvisi@cammini.example',
    reviewsNeedApproval: true,
  }),
  'POST /api/review/': () => ({
    name: 'Fuzz',
    surname: 'Cliente',
    review: 'Un percorso che consiglio davvero.',
    rating: 5,
  }),
  // A course the customer has not bought yet, with the immediate access (and loss of the right of
  // withdrawal) an online course requires, and the terms of sale accepted.
  'POST /api/create-checkout': (w) => ({
    email: w.customerEmail,
    title: w.titles.onlineCourseForSale,
    kind: 'onlineCourse',
    withdrawalWaiver: true,
    termsAccepted: true,
  }),
  // The public form's shape: it answers the same whatever the order number and e-mail are.
  'POST /api/contract-withdrawals': (w) => ({
    orderNumber: '2026-0001',
    email: w.customerEmail,
    name: 'Chiara Serafini',
  }),
  'POST /api/payments/test/charge': () => ({
    checkoutId: 'test_checkout',
    cardNumber: '4242 4242 4242 4242',
    expiry: '12/30',
    cvc: '123',
  }),
  'PUT /api/iban': (w) => ({
    email: w.customerEmail,
    iban: 'IT60X0542811101000000123456',
    currentPassword: TEST_PASSWORD,
  }),
  'PUT /api/cf': (w) => ({ email: w.customerEmail, CF: 'RSSMRA85T10A562S', currentPassword: TEST_PASSWORD }),
  'PUT /api/lessons/{id}/progress': () => ({ positionSeconds: 42, completed: false }),
};
