import { type Language, NEWSLETTER_CONFIRM_TOKEN_DAYS } from '@cammini/contract';
import sanitizeHtml from 'sanitize-html';
import { richTextOptions } from '../../lib/rich-text.js';
import type { OutgoingMail } from '../mail/mail.service.js';
import { mailCard, mailFootnote, renderMailBody } from '../mail/mail.service.js';

const footer: Record<Language, string> = {
  it: 'Hai ricevuto questa e-mail perché il tuo indirizzo è stato inserito nel modulo della nostra newsletter. Se non hai fatto tu questa richiesta, ignorala: senza conferma non ti scriveremo più.',
  en: 'You received this e-mail because your address was entered in our newsletter form. If it was not you, ignore it: without a confirmation we will not write to you again.',
};

/** Double opt-in: nothing is sent to a subscriber until this link is opened. */
export function newsletterConfirmationMail(
  to: string,
  language: Language,
  name: string | null,
  url: string,
): OutgoingMail {
  const days = NEWSLETTER_CONFIRM_TOKEN_DAYS;
  const body =
    language === 'en'
      ? {
          subject: 'Confirm your newsletter subscription',
          greeting: name ? `Hello ${name},` : 'Hello,',
          paragraphs: [
            'Thank you for your interest in our newsletter. Confirm your subscription with the link below and you will receive news about courses, meditations and articles.',
            `The link is valid for ${days} days. You can unsubscribe at any time from any newsletter.`,
          ],
          action: { label: 'Confirm my subscription', url },
        }
      : {
          subject: "Conferma l'iscrizione alla newsletter",
          greeting: name ? `Ciao ${name},` : 'Ciao,',
          paragraphs: [
            "Grazie per l'interesse verso la nostra newsletter. Conferma l'iscrizione con il link qui sotto e riceverai le novità su percorsi, meditazioni e articoli.",
            `Il link è valido per ${days} giorni. Potrai disiscriverti in ogni momento da qualsiasi newsletter.`,
          ],
          action: { label: "Conferma l'iscrizione", url },
        };
  const { subject, ...content } = body;
  return { to, subject, ...renderMailBody({ ...content, footer: footer[language] }) };
}

const issueCopy: Record<
  Language,
  { greeting: (name: string) => string; footer: string; unsubscribe: string; textUnsubscribe: string }
> = {
  it: {
    greeting: (name) => `Ciao ${name},`,
    footer: 'Ricevi questa e-mail perché hai chiesto di ricevere la nostra newsletter.',
    unsubscribe: 'Disiscriviti',
    textUnsubscribe: 'Per non ricevere più la newsletter',
  },
  en: {
    greeting: (name) => `Hello ${name},`,
    footer: 'You receive this e-mail because you subscribed to our newsletter.',
    unsubscribe: 'Unsubscribe',
    textUnsubscribe: 'To stop receiving the newsletter',
  },
};

const imageStyles: Record<string, string> = {
  left: 'float:left;margin:0 16px 12px 0;max-width:50%;height:auto',
  right: 'float:right;margin:0 0 12px 16px;max-width:50%;height:auto',
};

const mailImageStyleRules = {
  float: [/^(left|right)$/],
  margin: [/^[0-9 px]+$/],
  'max-width': [/^\d+%$/],
  height: [/^auto$/],
};

/**
 * Mail clients know nothing of the site: site-relative addresses become absolute, and the
 * editor's left/right picture styles (data-align) become inline styles. The HTML is cleaned
 * again by the rich-text rules on the way, so the e-mail can carry nothing the site would refuse.
 */
export function mailReadyHtml(html: string, publicUrl: string): string {
  const absolute = (url: string | undefined) => (url?.startsWith('/') && !url.startsWith('//') ? publicUrl + url : url);
  const allowed = richTextOptions.allowedAttributes as Record<string, string[]>;
  return sanitizeHtml(html, {
    ...richTextOptions,
    allowedAttributes: { ...allowed, img: [...(allowed.img ?? []), 'style'] },
    // Only the picture styles set just below, which the rich-text rules alone would strip.
    allowedStyles: { ...richTextOptions.allowedStyles, img: mailImageStyleRules },
    transformTags: {
      ...richTextOptions.transformTags,
      img: (tagName, attribs) => ({
        tagName,
        attribs: {
          ...attribs,
          src: absolute(attribs.src) ?? '',
          style: imageStyles[attribs['data-align'] ?? ''] ?? 'max-width:100%;height:auto',
        },
      }),
      a: (tagName, attribs) => {
        const safe = attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs;
        return { tagName, attribs: safe.href ? { ...safe, href: absolute(safe.href) ?? '' } : safe };
      },
    },
  });
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The text part: one paragraph per block, links kept as their address. */
function plainTextOf(html: string): string {
  const blocks = html
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/gis, '$2 ($1)')
    .replace(/<\/(p|h2|h3|h4|li|blockquote|tr|figure)>|<br\s*\/?>/gi, '$&\n');
  return sanitizeHtml(blocks, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_match, name: string) => entities[name] ?? '')
    .replace(/[ \t]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * One newsletter issue laid out in a subscriber's language: the admin's sanitized HTML in the
 * usual frame, with the unsubscribe link at the foot. A subscriber who gave a name is greeted by
 * it above the content. The sender renders it once per language, and once more with placeholders
 * for the name and `unsubscribeUrl`'s token, which the database fills per subscriber; the name
 * placeholder stands where the name goes already escaped for HTML.
 */
export function newsletterIssueBody(input: {
  language: Language;
  contentHtml: string;
  unsubscribeUrl: string;
  publicUrl: string;
  /** The subscriber's name as the footer form took it (or its placeholder); none greets no one. */
  greetingName?: string | null;
}): { html: string; text: string } {
  const copy = issueCopy[input.language];
  const content = mailReadyHtml(input.contentHtml, input.publicUrl);
  const greeting = input.greetingName ? copy.greeting(input.greetingName) : null;
  const greetingHtml = greeting ? `<p style="margin:0 0 16px">${escapeText(greeting)}</p>` : '';
  const unsubscribe = `<a href="${escapeAttribute(input.unsubscribeUrl)}" style="color:#8a8077">${copy.unsubscribe}</a>`;
  const html = `<div lang="${input.language}">${mailCard(`${greetingHtml}${content}`)}${mailFootnote(`${copy.footer} ${unsubscribe}`)}</div>`;
  const text = [
    ...(greeting ? [greeting, ''] : []),
    plainTextOf(content),
    '',
    '--',
    copy.footer,
    `${copy.textUnsubscribe}: ${input.unsubscribeUrl}`,
  ].join('\n');
  return { html, text };
}
