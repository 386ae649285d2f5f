import type { Language } from '@cammini/contract';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * Why the reader gets a message: the footers most messages share. They do not name the business:
 * the letterhead and the sender's name do, from the settings of the moment the message leaves.
 */
export const MailFooter = {
  /** To a customer, about their own account. */
  account: {
    it: 'Hai ricevuto questa e-mail perché hai un account sul nostro sito.',
    en: 'You received this e-mail because you have an account on our site.',
  } satisfies Record<Language, string>,
  /** To the site's owner (the notice address of the settings, else CONTACT_EMAIL). */
  owner: 'Messaggio automatico del sito.',
} as const;

/** A paragraph that ends with a link ("Dove: Agriturismo Il Poggio · Apri la mappa"): HTML links the label, text writes the address. */
export interface LinkedParagraph {
  text: string;
  link: { label: string; url: string };
}

export interface MailBody {
  greeting: string;
  paragraphs: (string | LinkedParagraph)[];
  action?: { label: string; url: string };
  footer: string;
}

const LINK_STYLE = 'color:#c2652a';

function paragraphHtml(paragraph: string | LinkedParagraph): string {
  if (typeof paragraph === 'string') return escapeHtml(paragraph);
  const { text, link } = paragraph;
  const anchor = `<a href="${escapeHtml(link.url)}" style="${LINK_STYLE}">${escapeHtml(link.label)}</a>`;
  return text ? `${escapeHtml(text)} · ${anchor}` : anchor;
}

function paragraphText(paragraph: string | LinkedParagraph): string {
  if (typeof paragraph === 'string') return paragraph;
  const { text, link } = paragraph;
  return `${text ? `${text}\n` : ''}${link.label}: ${link.url}`;
}

/** The card of one message, table-free so every client renders it; the text part says the same. */
export function renderMailBody(body: MailBody): { html: string; text: string } {
  const paragraphs = body.paragraphs.map((p) => `<p style="margin:0 0 16px">${paragraphHtml(p)}</p>`).join('');
  const action = body.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(body.action.url)}" style="background:#c2652a;color:#fff;padding:12px 22px;border-radius:999px;text-decoration:none;display:inline-block">${escapeHtml(body.action.label)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#6b625a;word-break:break-all">${escapeHtml(body.action.url)}</p>`
    : '';
  const html = `${mailCard(`<p style="margin:0 0 16px">${escapeHtml(body.greeting)}</p>${paragraphs}${action}`)}${mailFootnote(escapeHtml(body.footer))}`;
  const text = [
    body.greeting,
    '',
    ...body.paragraphs.flatMap((p) => [paragraphText(p), '']),
    ...(body.action ? [`${body.action.label}: ${body.action.url}`, ''] : []),
    body.footer,
  ].join('\n');
  return { html, text };
}

/** The white card a message's content sits on; `content` is HTML already safe to send. */
export const mailCard = (content: string) =>
  `<div style="background:#fff;border-radius:16px;padding:28px;font-family:Helvetica,Arial,sans-serif;font-size:15px;line-height:1.6;overflow:hidden">${content}</div>`;

/** The small print under the card; `content` is HTML already safe to send. */
export const mailFootnote = (content: string) =>
  `<p style="font-family:Helvetica,Arial,sans-serif;font-size:12px;color:#8a8077;margin:20px 4px">${content}</p>`;

/**
 * The page around a message, headed by the business's name: added as the message leaves (see
 * mail-queue.ts), so every message carries the name the settings hold then. A message stored as a
 * whole document by an earlier version is sent as it is.
 */
export function withLetterhead(
  mail: { html: string; text: string },
  businessName: string,
): { html: string; text: string } {
  if (/^<!doctype/i.test(mail.html)) return mail;
  const html = `<!doctype html><html><body style="margin:0;background:#faf6f0;font-family:Georgia,serif;color:#2f2a26"><div style="max-width:600px;margin:0 auto;padding:32px 24px"><h1 style="font-size:22px;font-weight:normal;margin:0 0 24px">${escapeHtml(businessName)}</h1>${mail.html}</div></body></html>`;
  return { html, text: `${mail.text}\n\n${businessName}` };
}

/**
 * The sender as readers see it: the business's name with the address of MAIL_FROM, so a renamed
 * business signs its next message with the new name.
 */
export function senderOf(mailFrom: string, businessName: string): string {
  const address = mailFrom.match(/<([^<>]+)>\s*$/)?.[1] ?? mailFrom.trim();
  return `"${businessName.replace(/["\\]/g, '\\$&')}" <${address}>`;
}
