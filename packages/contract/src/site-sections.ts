import { ItemSection, PagePath } from './site-paths.js';

/*
 * What the server needs to know of the web app's addresses beyond the links: which sections are
 * private (never indexed) and which first segments a landing page may not take. Apart from the paths,
 * so a page's bundle that builds a link does not carry these sets.
 */

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
  'ordini',
  'impostazioni',
  'messaggi',
  'moderazione',
  'pagamenti',
  'invianewsletter',
  'buildlandingpage',
  'seelandingpage',
  'edit-landing',
]);

/**
 * First path segments a landing page may not take (its slug is its path): every page of the web
 * app's router, the server's own prefixes and files at the site root. Lower case.
 */
export const RESERVED_PATH_SEGMENTS: ReadonlySet<string> = new Set([
  ...Object.values(PagePath)
    .map((path) => path.slice(1).toLowerCase())
    .filter((segment) => segment !== ''),
  ...PRIVATE_SECTIONS,
  ...Object.values(ItemSection),
  'api',
  'uploads',
  'assets',
  'sitemap.xml',
  'robots.txt',
  'favicon.svg',
  'favicon.ico',
  'index.html',
]);
