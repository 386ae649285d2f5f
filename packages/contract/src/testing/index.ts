/*
 * Sample data that the contract's, the server's and the web's tests share: one fictional business and
 * two fictional customers, so each test writes only what it is about. Test code only (the import rules
 * keep shipped code away from `testing/`).
 */
import type { RegisterBody } from '../accounts.js';

/** The business's public details, as the owner types them in the settings. */
export const sampleBusiness = {
  businessName: 'Studio Aurora',
  legalAddress: 'Via Roma 3, 40121 Bologna (BO)',
  taxId: '06123450485',
  email: 'ciao@studio-aurora.example',
  phone: '+39 051 765 4321',
  whatsapp: '+39 347 765 4321',
} as const;

type SampleRegistration = Omit<RegisterBody, 'email' | 'usedAffiliateCode' | 'language'>;

/** A customer's registration form, without the e-mail (each test takes a fresh one). */
export const martaRegistration: SampleRegistration = {
  name: 'Marta',
  surname: 'Rossi',
  password: 'respiro-lento-42',
  dateOfBirth: '1988-06-21',
  state: 'Italia',
  region: 'Toscana',
  province: 'Firenze',
  city: 'Fiesole',
  address: 'Via dei Bosconi 3',
  privacyAccepted: true,
};

/** Another customer's registration form, without the e-mail. */
export const chiaraRegistration: SampleRegistration = {
  ...martaRegistration,
  name: 'Chiara',
  surname: 'Serafini',
  dateOfBirth: '1987-03-14',
  address: 'Via Vecchia Fiesolana 12',
};

/** Links a browser would run (script) or show unchecked (data), each in its plain spelling. */
export const dangerousLinks = [
  'javascript:alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
] as const;

/**
 * One dangerous link in every disguise a browser would still follow: case, entities, whitespace and
 * control characters inside or before its scheme. Both sanitizers (the server's and the browser's second
 * pass) must drop each of them.
 */
export function disguisedLinks(url: string): string[] {
  const [scheme = '', rest = ''] = url.split(/:(.*)/s);
  return [
    url,
    url.toUpperCase(),
    `${scheme[0]?.toUpperCase()}${scheme.slice(1)}:${rest}`,
    ` ${url}`,
    `\t${url}`,
    `\x01${url}`,
    `${scheme.slice(0, 3)}\t${scheme.slice(3)}:${rest}`,
    `${scheme.slice(0, 3)}\n${scheme.slice(3)}:${rest}`,
    `${scheme.slice(0, 3)}&#x09;${scheme.slice(3)}:${rest}`,
    `&#${scheme.charCodeAt(0)};${scheme.slice(1)}:${rest}`,
    `&#x${scheme.charCodeAt(0).toString(16)};${scheme.slice(1)}&colon;${rest}`,
    `${scheme}&#58;${rest}`,
    `${scheme}&#0000058;${rest}`,
  ];
}
