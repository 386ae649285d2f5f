import type { Language } from '@cammini/contract';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Why the reader gets a message: the footers most messages share. */
export const MailFooter = {
  /** To a customer, about their own account. */
  account: {
    it: 'Hai ricevuto questa e-mail perché hai un account su Cammini di Crescita.',
    en: 'You received this e-mail because you have an account on Cammini di Crescita.',
  } satisfies Record<Language, string>,
  /** To the site's owner (the notice address of the settings, else CONTACT_EMAIL). */
  owner: 'Messaggio automatico del sito Cammini di Crescita.',
} as const;

export interface MailBody {
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footer: string;
}

/** One calm, table-free layout every client renders; the text part says the same. */
export function renderMailBody(body: MailBody): { html: string; text: string } {
  const paragraphs = body.paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const action = body.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(body.action.url)}" style="background:#c2652a;color:#fff;padding:12px 22px;border-radius:999px;text-decoration:none;display:inline-block">${escapeHtml(body.action.label)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#6b625a;word-break:break-all">${escapeHtml(body.action.url)}</p>`
    : '';
  const html = `<!doctype html><html><body style="margin:0;background:#faf6f0;font-family:Georgia,serif;color:#2f2a26"><div style="max-width:560px;margin:0 auto;padding:32px 24px"><h1 style="font-size:22px;font-weight:normal;margin:0 0 24px">Cammini di Crescita</h1><div style="background:#fff;border-radius:16px;padding:28px;font-family:Helvetica,Arial,sans-serif;font-size:15px;line-height:1.6"><p style="margin:0 0 16px">${escapeHtml(body.greeting)}</p>${paragraphs}${action}</div><p style="font-family:Helvetica,Arial,sans-serif;font-size:12px;color:#8a8077;margin:20px 4px">${escapeHtml(body.footer)}</p></div></body></html>`;
  const text = [
    body.greeting,
    '',
    ...body.paragraphs.flatMap((p) => [p, '']),
    ...(body.action ? [`${body.action.label}: ${body.action.url}`, ''] : []),
    body.footer,
  ].join('\n');
  return { html, text };
}
