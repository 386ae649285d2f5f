import { z } from 'zod';

/**
 * What can be wrong with one field of a form: a stable code, which the web translates
 * (`validation.<code>`, with `{limit}`), and the Italian text the API answers beside it. `{limit}`
 * stands for the number a rule names (a length, a price, a count).
 */
const FIELD_PROBLEM_TEXTS = {
  required: 'Campo obbligatorio.',
  tooLong: 'Al massimo {limit} caratteri.',
  tooShort: 'Almeno {limit} caratteri.',
  tooMany: 'Al massimo {limit} elementi.',
  invalid: 'Valore non valido.',
  oneLine: 'Non sono ammessi a capo.',
  email: 'Indirizzo e-mail non valido.',
  phone: 'Numero di telefono non valido.',
  website: 'Inserisci un indirizzo web completo che inizi con http:// o https://.',
  personName: 'Scrivi solo il nome: su una riga, senza indirizzi web o e-mail',
  birthDate: 'Data di nascita non valida',
  link: 'Link non valido',
  id: 'Identificativo non valido',
  order: 'Ordine non valido',
  orderNumber: 'Numero d’ordine non valido: è quello della ricevuta, per esempio 2026-0042.',
  position: 'Posizione non valida',
  amount: 'Importo non valido',
  amountDecimals: 'Importo non valido: al massimo due decimali',
  belowMinimum: "L'importo minimo di un prelievo è {limit} €.",
  rating: 'Voto non valido',
  ratingRange: 'Il voto va da 1 a 5',
  cardNumber: 'Numero di carta non valido',
  cardExpiry: 'Scadenza non valida (MM/AA)',
  cardCode: 'Codice non valido',
  iban: 'IBAN non valido: controlla di averlo copiato per intero.',
  taxCode: 'Codice fiscale non valido: controlla le 16 lettere e cifre.',
  titleNeedsLetters: 'Il titolo deve contenere lettere o numeri.',
  nameNeedsLetters: 'Il nome deve contenere lettere.',
  contentEmpty: 'Scrivi il contenuto dell’articolo.',
  unknownCategory: 'Scegli un argomento esistente.',
  coverRequired: 'Carica un’immagine di copertina.',
  topicTitleTaken: 'Esiste già un argomento con questo titolo.',
  articleTitleTaken: 'Esiste già un articolo con questo titolo.',
  memberNameTaken: 'Esiste già un membro con questo nome e cognome.',
  courseTitleTaken: 'Esiste già un corso con questo titolo.',
  onlineCourseTitleTaken: 'Esiste già un corso online con questo titolo.',
  slugTaken: 'Esiste già una landing page con questo indirizzo.',
  slugReserved: 'Questo indirizzo è già una pagina del sito: scegline un altro.',
  urlModeWithFiles: 'In modalità URL non si caricano file: passa alla modalità file o togli i file.',
  fileNotFound: 'File non trovato.',
  consentRequired: 'Consenso richiesto',
  passwordTooCommon: 'Password troppo comune',
  place: 'Località non valida',
  newsletterEmpty: 'Scrivi il contenuto della newsletter',
  testCardUnknown: 'Carta di prova non riconosciuta',
  cardExpired: 'Carta scaduta',
  json: 'JSON non valido',
  target: 'Indica l’elemento da modificare.',
  priceFormat: 'Inserisci un importo in euro, con al massimo due decimali.',
  priceTooHigh: 'L’importo non può superare {limit} euro.',
  seatsFormat: 'Indica i posti con un numero intero, o lascia vuoto per nessun limite.',
  seatsTooMany: 'Al massimo {limit} posti.',
  sharesOverPrice: 'Acconto e prezzo affiliato insieme non possono superare il prezzo.',
  startDateRequired: 'Inserisci la data di inizio.',
  invalidDate: 'Data non valida.',
  endBeforeStart: 'La data di fine non può precedere quella di inizio.',
  invalidTime: 'Orario non valido: usa il formato 09:30.',
  endTimeBeforeStart: 'L’orario di fine non può precedere quello di inizio.',
  endTimeWithoutStart: 'Indica anche l’orario di inizio.',
  unsafeLocation: 'Inserisci un link di Google Maps (https://…) o il nome del luogo.',
  videoRequired: 'Carica almeno un video.',
  mainVideoRequired: 'Carica il video principale.',
  lessonTitles: 'Serve un titolo per ogni lezione.',
  tooManyLessons: 'Un corso online può avere al massimo {limit} lezioni.',
  lessonIds: 'Elenco delle lezioni da mantenere non valido.',
  videoPositions: 'I video salvati sono cambiati: ricarica la pagina e riprova.',
  color: 'Colore non valido: usa il formato #rrggbb',
  address: 'Indirizzo non valido',
  addressComma: 'L’indirizzo non può contenere virgole',
  mediaAddress: 'Indirizzo non valido: usa http(s):// o un file caricato (/uploads/…)',
  slugRequired: 'Indica l’indirizzo della pagina',
  heroTitleRequired: 'Il titolo è obbligatorio',
  reasonTitleRequired: 'Ogni motivo ha un titolo',
  moduleTitleRequired: 'Ogni modulo ha un titolo',
  bulletRequired: 'Un punto del modulo è vuoto',
  faqQuestionRequired: 'Ogni domanda ha un testo',
  faqAnswerRequired: 'Ogni domanda ha una risposta',
  businessTaxId: 'Inserisci una partita IVA (11 cifre) o un codice fiscale valido.',
  internationalPhone: 'Scrivi il numero in forma internazionale, con il prefisso del paese (+39 …).',
  httpsUrl: 'Inserisci un indirizzo completo che inizi con https://.',
  captionsLanguage: 'Scegli la lingua dei sottotitoli: italiano (it) o inglese (en).',
  captionsFileRequired: 'Scegli un file di sottotitoli WebVTT (.vtt).',
  captionsInvalid: 'Il file non è un WebVTT valido: controlla la riga {limit}.',
  captionsEmpty: 'Il file WebVTT non contiene sottotitoli.',
  captionsTooLarge: 'Il file dei sottotitoli supera {limit} KB.',
  captionsPastEnd: 'Un sottotitolo finisce dopo la fine del video ({limit} secondi).',
} as const;

export type FieldProblemCode = keyof typeof FIELD_PROBLEM_TEXTS;
export const FIELD_PROBLEM_CODES = Object.keys(FIELD_PROBLEM_TEXTS) as FieldProblemCode[];

/** One problem of one field, as the API answers it in `fields`. */
export const FieldProblem = z.object({
  code: z.string(),
  message: z.string(),
  limit: z.number().optional(),
});
export interface FieldProblem {
  code: FieldProblemCode;
  message: string;
  limit?: number;
}

/** Failing fields, keyed `body.<field>` (or `querystring.<name>`, `params.<name>`). */
export type FieldProblems = Record<string, FieldProblem[]>;

const isCode = (text: string): text is FieldProblemCode => Object.hasOwn(FIELD_PROBLEM_TEXTS, text);

/** The Italian text of a problem. */
export function fieldProblemText(code: FieldProblemCode, limit?: number): string {
  return FIELD_PROBLEM_TEXTS[code].replace('{limit}', String(limit ?? ''));
}

export function fieldProblem(code: FieldProblemCode, limit?: number): FieldProblem {
  return { code, message: fieldProblemText(code, limit), ...(limit === undefined ? {} : { limit }) };
}

/**
 * The message a contract rule carries: its code, and the number it names after a colon
 * (`tooLong:120`), so that the server's answers and the web's own checks of the same schema name the
 * problem alike.
 */
export function problem(code: FieldProblemCode, limit?: number): string {
  return limit === undefined ? code : `${code}:${limit}`;
}

/** A rule's message read back as a problem; undefined for a text that is not one (zod's own). */
export function readProblem(message: string | undefined): FieldProblem | undefined {
  if (!message) return undefined;
  const [code = '', limit] = message.split(':', 2);
  if (!isCode(code)) return undefined;
  const number = limit === undefined ? undefined : Number(limit);
  return fieldProblem(code, Number.isFinite(number) ? number : undefined);
}

interface IssueLike {
  code: string;
  message?: string;
  origin?: string;
  maximum?: unknown;
  minimum?: unknown;
}

/** Any zod issue as a problem: the rule's own code, else what zod's kind of issue means. */
export function problemOfIssue(issue: IssueLike): FieldProblem {
  const own = readProblem(issue.message);
  if (own) return own;
  const limit = (value: unknown) =>
    typeof value === 'number' || typeof value === 'bigint' ? Number(value) : undefined;
  const counted = issue.origin === 'string' || issue.origin === 'array';
  switch (issue.code) {
    case 'invalid_type':
      // zod leaves the input out of its issues; its own text says when nothing was sent.
      return /received undefined$/.test(issue.message ?? '') ? fieldProblem('required') : fieldProblem('invalid');
    case 'too_big':
      if (!counted) return fieldProblem('invalid');
      return fieldProblem(issue.origin === 'string' ? 'tooLong' : 'tooMany', limit(issue.maximum));
    case 'too_small': {
      const minimum = limit(issue.minimum);
      if (issue.origin !== 'string') return fieldProblem('invalid');
      return minimum === undefined || minimum <= 1 ? fieldProblem('required') : fieldProblem('tooShort', minimum);
    }
    case 'invalid_format':
      return fieldProblem((issue as { format?: string }).format === 'email' ? 'email' : 'invalid');
    default:
      return fieldProblem('invalid');
  }
}

/** Every issue of a failed parse, grouped by field under `prefix` (`body.title`). */
export function problemsOfIssues(
  issues: readonly (IssueLike & { path: readonly PropertyKey[] })[],
  prefix: string,
): FieldProblems {
  const byField: FieldProblems = {};
  for (const issue of issues) {
    const key = [prefix, ...issue.path.map(String)].join('.');
    byField[key] = [...(byField[key] ?? []), problemOfIssue(issue)];
  }
  return byField;
}
