/*
 * The web app's route table (apps/web/src/app/router.tsx) as search engines should see it:
 * which pages are public and what they are called, and which areas are private. Italian is the
 * site's default language, so the texts are Italian. Keep in step with the router.
 */

export const SITE_NAME = 'Cammini di Crescita';
export const HOME_TITLE = `${SITE_NAME} — percorsi di crescita personale`;
export const HOME_DESCRIPTION =
  'Percorsi di gruppo in presenza, corsi online e articoli per la crescita personale, la consapevolezza e il benessere.';

export interface StaticPage {
  /** The canonical path. */
  path: string;
  title: string;
  description: string;
  /** Listed in the sitemap (sign-in screens are indexable, but not worth a sitemap entry). */
  inSitemap: boolean;
}

const page = (path: string, title: string, description: string, inSitemap = true): StaticPage => ({
  path,
  title,
  description,
  inSitemap,
});

const PUBLIC_PAGES: readonly StaticPage[] = [
  page(
    '/chisono',
    'Chi sono',
    'I facilitatori di Cammini di Crescita: chi sono, dove operano, in che lingua e quali percorsi guidano.',
  ),
  page(
    '/soluzioni',
    'Aree',
    'Le aree della crescita personale: autostima, relazioni, spiritualità, benessere e altri temi da esplorare.',
  ),
  page(
    '/blog',
    'Blog',
    'Articoli su consapevolezza, relazioni, autostima e benessere per accompagnare il tuo cammino.',
  ),
  page(
    '/corsi',
    'Percorsi',
    'Percorsi di gruppo in presenza: weekend e ritiri di crescita personale in piccoli gruppi, con date e luoghi.',
  ),
  page(
    '/meditazione',
    'Meditazioni',
    'Meditazioni e corsi online da seguire al tuo ritmo, con video lezioni guidate dai nostri facilitatori.',
  ),
  page('/contatti', 'Contatti', 'Scrivici per informazioni sui percorsi, sui corsi online o per una richiesta.'),
  page('/modulo', 'Modulo di Contatto', 'Raccontaci interessi e obiettivi: ti aiutiamo a trovare il percorso giusto.'),
  page('/calendario', 'Calendario', 'Il calendario dei percorsi in presenza: date e luoghi mese per mese.'),
  page(
    '/faq',
    'Domande frequenti',
    'Risposte alle domande più frequenti su percorsi, corsi online, pagamenti e iscrizioni.',
  ),
  page('/login', 'Accedi', 'Accedi alla tua area personale di Cammini di Crescita.', false),
  page('/signin', 'Registrati', 'Crea il tuo account per iscriverti ai percorsi e seguire i corsi online.', false),
  page('/forgotpassword', 'Password dimenticata', 'Ricevi un link per scegliere una nuova password.', false),
  page('/privacy-policy', 'Informativa sulla privacy', 'Come Cammini di Crescita tratta i tuoi dati personali.'),
  page('/cookie-policy', 'Cookie policy', 'Quali cookie usa il sito Cammini di Crescita e perché.'),
];

/** Single-segment public pages by their lower-case segment (the router matches case-insensitively). */
export const STATIC_PAGES: ReadonlyMap<string, StaticPage> = new Map([
  ...PUBLIC_PAGES.map((entry) => [entry.path.slice(1).toLowerCase(), entry] as const),
  // /videocorsi shows the same list as /meditazione: one canonical address for both.
  ['videocorsi', PUBLIC_PAGES.find((entry) => entry.path === '/meditazione')!],
]);

/** The public pages the sitemap lists, home first. */
export const SITEMAP_PAGES: readonly string[] = ['/', ...PUBLIC_PAGES.filter((p) => p.inSitemap).map((p) => p.path)];

/** Areas behind a login or for admins, by their lower-case first segment: never indexed. */
export const PRIVATE_SECTIONS: ReadonlySet<string> = new Set([
  'utente',
  'pannello',
  'modificapassword',
  'review',
  'success',
  'cancel',
  'payment',
  'verificaregistrazione',
  'recoverypassword',
  'corso',
  'corsoonline',
  'newsletter',
  // The admin routes of the second specification document.
  'addarticolo',
  'addcorso',
  'addmeditazione',
  'addargomento',
  'addmembro',
  'addfaq',
  'editarticolo',
  'editcorso',
  'editmeditazione',
  'editargomento',
  'editmembro',
  'editfaq',
  'clienti',
  'pagamenti',
  'invianewsletter',
  'buildlandingpage',
  'seelandingpage',
  'edit-landing',
]);

/** robots.txt lines, in the router's spelling: a trailing slash where the area has sub-paths. */
export const ROBOTS_DISALLOW: readonly string[] = [
  '/api/',
  '/utente',
  '/pannello',
  '/modificaPassword',
  '/review',
  '/success',
  '/cancel',
  '/payment/',
  '/verificaRegistrazione/',
  '/recoverypassword/',
  '/corso/',
  '/corsoonline/',
  '/newsletter/',
  '/addarticolo',
  '/addArticolo',
  '/addcorso',
  '/addCorso',
  '/addmeditazione',
  '/addMeditazione',
  '/addargomento',
  '/addArgomento',
  '/addmembro',
  '/addMembro',
  '/addfaq',
  '/editarticolo/',
  '/editcorso/',
  '/editmeditazione/',
  '/editargomento/',
  '/editmembro/',
  '/editfaq/',
  '/clienti',
  '/pagamenti',
  '/invianewsletter',
  '/buildlandingpage',
  '/seelandingpage',
  '/edit-landing/',
];

/**
 * First path segments a landing page may not take (its slug is its path): every page of the web
 * app's router, the server's own prefixes and files at the site root. Lower case.
 */
export const RESERVED_PATH_SEGMENTS: ReadonlySet<string> = new Set([
  ...STATIC_PAGES.keys(),
  ...PRIVATE_SECTIONS,
  'articolo',
  'coursedetail',
  'corsi-membro',
  'onlinecoursedetail',
  'api',
  'uploads',
  'assets',
  'sitemap.xml',
  'robots.txt',
  'favicon.svg',
  'favicon.ico',
  'index.html',
]);
