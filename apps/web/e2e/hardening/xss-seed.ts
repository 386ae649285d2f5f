import type { APIRequestContext } from '@playwright/test';
import { bearer, type Fields, type Files, form, login, MP4, PNG, type SeedFigures, saveWithFallback } from './xss-api';
import { asTitle, XSS_CORPUS } from './xss-corpus';
import { payloadsFrom, seedCustomers } from './xss-seed-customers';

/*
 * Saves the corpus through the API into every text and rich field a visitor, a customer or an admin
 * later sees rendered. A field the server refuses a payload for (a URL field refusing
 * `javascript:`, a name that must hold letters) gets a plain value instead, and the refusal is
 * counted: refusing is a fine defence too, but the figures say which fields held what.
 */

export interface Seeded {
  figures: SeedFigures;
  articles: string[];
  courses: string[];
  onlineCourse: string;
  landingSlugs: string[];
  landingIds: number[];
  topicIds: number[];
  memberIds: number[];
  faqIds: number[];
  buyer: { email: string; password: string };
}

export async function seedCorpus(
  api: APIRequestContext,
  admin: { email: string; password: string },
  outbox: string,
): Promise<Seeded> {
  const figures: SeedFigures = { stored: {}, refused: {} };
  const adminLogin = await login(api, admin.email, admin.password);
  const privateToken = (
    (await (await api.get('/api/generate-private-token/', { headers: bearer(adminLogin) })).json()) as {
      token: string;
    }
  ).token;
  const asAdmin = bearer(privateToken);
  const png = { name: 'foto.png', mimeType: 'image/png', buffer: await PNG };
  const mp4 = { name: 'lezione.mp4', mimeType: 'video/mp4', buffer: await MP4 };
  const sendForm = (method: 'post' | 'put', url: string, fields: Fields, files: Files = {}) =>
    api[method](url, { headers: asAdmin, multipart: form(fields, files) });

  // The topic and the member the courses and articles name, kept plain so they can be named.
  const topicTitle = `XSS AREA ${Date.now()}`;
  await sendForm('post', '/api/topic', { title: topicTitle, description: 'Area delle prove.' }, { foto: [png] });
  const member = { name: 'Marta', surname: `Prova${Date.now()}` };
  const memberBase = {
    description: 'Facilitatrice.',
    session: 'Umbria',
    language: 'Italiano',
    email: 'marta@example.com',
    phoneNumber: '+39 333 123 4567',
    website: 'https://example.com',
  };
  await sendForm('post', '/api/member/add', { ...member, ...memberBase }, { foto: [png] });

  const seeded: Seeded = {
    figures,
    articles: [],
    courses: [],
    onlineCourse: '',
    landingSlugs: [],
    landingIds: [],
    topicIds: [],
    memberIds: [],
    faqIds: [],
    buyer: { email: '', password: '' },
  };

  for (const [index, payload] of XSS_CORPUS.entries()) {
    const next = XSS_CORPUS[(index + 1) % XSS_CORPUS.length] as string;
    const { sent: article } = await saveWithFallback(
      figures,
      'article',
      {
        title: asTitle(payload, index),
        intro: payload,
        content: `<p>${next}</p><p>${payload}</p>`,
        category: topicTitle,
      },
      { title: `Articolo xss ${index + 1}`, intro: 'Introduzione.', content: '<p>Testo.</p>' },
      (fields) => sendForm('post', '/api/article', fields, { foto: [png] }),
    );
    seeded.articles.push(article.title);

    const { response: topic } = await saveWithFallback(
      figures,
      'topic',
      { title: asTitle(payload, index).slice(0, 100), description: `${payload} ${next}` },
      { title: `Area xss ${index + 1}`, description: 'Descrizione.' },
      (fields) => sendForm('post', '/api/topic', fields, { foto: [png] }),
    );
    seeded.topicIds.push((await topic.json()).id);

    const { response: memberSaved } = await saveWithFallback(
      figures,
      'member',
      {
        ...memberBase,
        name: `Xss ${payload}`.slice(0, 80),
        surname: `N${index + 1} ${next}`.slice(0, 80),
        description: `${payload}\n${next}`,
        session: payload,
        language: payload,
        website: payload,
      },
      {
        name: `Xss${index + 1}`,
        surname: 'Membro',
        description: 'Descrizione.',
        session: 'Umbria',
        language: 'Italiano',
        website: '',
      },
      (fields) => sendForm('post', '/api/member/add', fields, { foto: [png] }),
    );
    seeded.memberIds.push((await memberSaved.json()).id);

    const { response: faq } = await saveWithFallback(
      figures,
      'faq',
      { question: asTitle(payload, index), answer: `${payload} ${next}` },
      { question: `Domanda ${index + 1}?`, answer: 'Risposta.' },
      (fields) => api.post('/api/faq', { headers: asAdmin, data: fields }),
    );
    seeded.faqIds.push((await faq.json()).id ?? 0);
  }

  // In-person courses: a few, each with several payloads in its texts.
  for (let index = 0; index < XSS_CORPUS.length; index += 6) {
    const [a, b, c, d, e, f] = payloadsFrom(index, 6);
    const { sent: course } = await saveWithFallback(
      figures,
      'course',
      {
        title: asTitle(a as string, index),
        author: `${member.name} ${member.surname}`,
        category: topicTitle,
        intro: b as string,
        location: c as string,
        description: `${d}\n\n${e}\n\n${f}`,
        price: '100',
        affiliatePrice: '20',
        facilitatorPrice: '10',
        dateMode: 'scegliData',
        courseStartDate: '2031-05-10',
        courseEndDate: '2031-05-11',
      },
      { title: `Percorso xss ${index + 1}`, intro: 'Introduzione.', location: 'Siena', description: 'Descrizione.' },
      (fields) => sendForm('post', '/api/course', fields, { coverImage: [png], videos: [mp4] }),
    );
    seeded.courses.push(course.title);
  }

  // One online course whose lessons carry the whole corpus as titles (shown in its player).
  const lessonTitles = XSS_CORPUS.map((payload, index) => asTitle(payload, index).slice(0, 200));
  const onlineTitle = `Meditazione xss ${Date.now()}`;
  await saveWithFallback(
    figures,
    'onlineCourse',
    {
      title: onlineTitle,
      author: `${member.name} ${member.surname}`,
      category: topicTitle,
      intro: XSS_CORPUS.slice(0, 8).join(' '),
      description: XSS_CORPUS.join('\n\n'),
      price: '100',
      facilitatorPrice: '10',
      affiliatePrice: '20',
      lessonTitles: JSON.stringify(lessonTitles),
    },
    {
      title: onlineTitle,
      intro: 'Introduzione.',
      description: 'Descrizione.',
      lessonTitles: JSON.stringify(XSS_CORPUS.map((_, index) => `Lezione ${index + 1}`)),
    },
    (fields) =>
      sendForm('post', '/api/onlinecourse', fields, {
        coverImage: [png],
        video: [mp4],
        videos: XSS_CORPUS.map(() => mp4),
      }),
  );
  seeded.onlineCourse = onlineTitle;

  // Landing pages: every text of the builder, the corpus spread over reasons, modules and FAQs.
  for (let page = 0; page * 18 < XSS_CORPUS.length; page++) {
    const own = payloadsFrom(page * 18, 18);
    const slug = `xss-${page + 1}-${Date.now()}`;
    const { response: saved } = await saveWithFallback(
      figures,
      'landingPage',
      {
        urls: 'true',
        title: slug,
        logourl: '',
        showsocialicons: 'true',
        socialIcons: JSON.stringify([{ icon: 'fab fa-instagram', url: own[6] }]),
        heroTitle: own[0] as string,
        heroSubtitle: own.slice(1, 4).join(' '),
        heroCtaText: (own[4] as string).slice(0, 80),
        heroBgColor: '#6c757d',
        heroBgImageUrl: own[5] as string,
        heroVideoUrl: '',
        heroTextColor: '#ffffff',
        heroButtonColor: '#a9541f',
        heroButtonTextColor: '#ffffff',
        reasons: JSON.stringify(own.map((payload) => ({ icon: 'fas fa-leaf', title: payload, text: payload }))),
        modules: JSON.stringify([{ moduleTitle: own[7], bullets: own }]),
        faqs: JSON.stringify(own.map((payload) => ({ question: payload, answer: payload }))),
        photosUrl: '',
        videosUrls: '',
      },
      {
        heroTitle: 'Pagina xss',
        heroSubtitle: '',
        heroCtaText: 'Prenota',
        socialIcons: JSON.stringify([{ icon: 'fab fa-instagram', url: 'https://example.com' }]),
        heroBgImageUrl: '',
        reasons: '[]',
        modules: '[]',
        faqs: '[]',
      },
      (fields) => sendForm('post', '/api/landingpage', fields),
    );
    const body = (await saved.json()) as { id: number; slug: string };
    seeded.landingIds.push(body.id);
    seeded.landingSlugs.push(body.slug);
  }

  seeded.buyer = await seedCustomers(api, { outbox, figures, asAdmin, onlineTitle });

  // A newsletter: its subject is listed in the back office.
  await saveWithFallback(
    figures,
    'newsletter',
    {
      oggetto: asTitle(XSS_CORPUS[0] as string, 0),
      contenuto: XSS_CORPUS.map((payload) => `<p>${payload}</p>`).join(''),
    },
    { oggetto: 'Newsletter xss', contenuto: '<p>Ciao.</p>' },
    (fields) => api.post('/api/sendnewsletter', { headers: asAdmin, data: fields }),
  );
  return seeded;
}
