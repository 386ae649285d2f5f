import { PagePath } from '@cammini/contract';

/*
 * The public pages (their addresses come from the contract, as the web app's router's do) as search
 * engines should see them: what they are called and described as. Italian is the site's default
 * language, so the texts are Italian.
 */

/** The home page's title, after the business's name from the settings. */
export const homeTitle = (siteName: string) => `${siteName} — percorsi di crescita personale`;
export const HOME_DESCRIPTION =
  'Percorsi di gruppo in presenza, corsi online e articoli per la crescita personale, la consapevolezza e il benessere.';

export interface StaticPage {
  /** The canonical path. */
  path: PagePath;
  /** Where the page is served when that is not its canonical path (an alias kept for old links). */
  address?: PagePath;
  title: string;
  description: string;
  /** Listed in the sitemap (sign-in screens are indexable, but not worth a sitemap entry). */
  inSitemap: boolean;
}

const page = (path: PagePath, title: string, description: string, inSitemap = true): StaticPage => ({
  path,
  title,
  description,
  inSitemap,
});

const PUBLIC_PAGES: readonly StaticPage[] = [
  page(
    PagePath.members,
    'Chi sono',
    'I nostri facilitatori: chi sono, dove operano, in che lingua e quali percorsi guidano.',
  ),
  page(
    PagePath.topics,
    'Aree',
    'Le aree della crescita personale: autostima, relazioni, spiritualità, benessere e altri temi da esplorare.',
  ),
  page(
    PagePath.blog,
    'Blog',
    'Articoli su consapevolezza, relazioni, autostima e benessere per accompagnare il tuo cammino.',
  ),
  page(
    PagePath.courses,
    'Percorsi',
    'Percorsi di gruppo in presenza: weekend e ritiri di crescita personale in piccoli gruppi, con date e luoghi.',
  ),
  page(
    PagePath.onlineCourses,
    'Meditazioni',
    'Meditazioni e corsi online da seguire al tuo ritmo, con video lezioni guidate dai nostri facilitatori.',
  ),
  page(PagePath.contact, 'Contatti', 'Scrivici per informazioni sui percorsi, sui corsi online o per una richiesta.'),
  page(
    PagePath.contactForm,
    'Modulo di Contatto',
    'Raccontaci interessi e obiettivi: ti aiutiamo a trovare il percorso giusto.',
  ),
  page(PagePath.calendar, 'Calendario', 'Il calendario dei percorsi in presenza: date e luoghi mese per mese.'),
  page(
    PagePath.faq,
    'Domande frequenti',
    'Risposte alle domande più frequenti su percorsi, corsi online, pagamenti e iscrizioni.',
  ),
  page(PagePath.login, 'Accedi', 'Accedi alla tua area personale.', false),
  page(
    PagePath.signup,
    'Registrati',
    'Crea il tuo account per iscriverti ai percorsi e seguire i corsi online.',
    false,
  ),
  page(PagePath.forgotPassword, 'Password dimenticata', 'Ricevi un link per scegliere una nuova password.', false),
  page(PagePath.privacy, 'Informativa sulla privacy', 'Come trattiamo i tuoi dati personali.'),
  page(PagePath.cookies, 'Cookie policy', 'Quali cookie usa questo sito e perché.'),
  page(
    PagePath.accessibility,
    'Dichiarazione di accessibilità',
    'Quanto il sito è accessibile, che cosa manca ancora e come segnalarci un ostacolo.',
  ),
  page(
    PagePath.termsOfSale,
    'Condizioni di vendita',
    'Chi vende, prezzi, pagamento, acconto e saldo, annullamento, diritto di recesso, rimborsi e reclami.',
  ),
  page(
    PagePath.withdrawal,
    'Recesso dal contratto',
    'Recedi da un acquisto entro il periodo di recesso: scegli l’ordine, conferma, ricevi la conferma per e-mail.',
    false,
  ),
];

/** Single-segment public pages by their lower-case segment (the router matches case-insensitively). */
export const STATIC_PAGES: ReadonlyMap<string, StaticPage> = new Map([
  ...PUBLIC_PAGES.map((entry) => [entry.path.slice(1).toLowerCase(), entry] as const),
  // /videocorsi shows the same list as /meditazione: one canonical address for both.
  [
    PagePath.onlineCoursesAlias.slice(1),
    {
      ...PUBLIC_PAGES.find((entry) => entry.path === PagePath.onlineCourses)!,
      address: PagePath.onlineCoursesAlias,
    },
  ],
]);

/** The public pages the sitemap lists, home first. */
export const SITEMAP_PAGES: readonly string[] = ['/', ...PUBLIC_PAGES.filter((p) => p.inSitemap).map((p) => p.path)];

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
  '/ordini',
  '/impostazioni',
  '/messaggi',
  '/moderazione',
  '/pagamenti',
  '/invianewsletter',
  '/buildlandingpage',
  '/seelandingpage',
  '/edit-landing/',
];
