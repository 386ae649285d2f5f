import type { Language } from '@cammini/contract';
import { desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { newsletterSubscribers, newsletters } from '../../db/schema/newsletter.js';
import { newsletterMailView } from '../mail/views/mail.views.js';

export async function insertNewsletter(db: Executor, values: { subject: string; content: string }) {
  const [row] = await db.insert(newsletters).values(values).returning({ id: newsletters.id });
  if (!row) throw new Error('newsletter not inserted');
  return row.id;
}

type Body = { html: string; text: string };

export interface NewsletterMessages {
  newsletterId: number;
  subject: string;
  /**
   * The body per subscriber language, for a subscriber who gave a name (`named`, greeting them where
   * `namePlaceholder` stands) and for one who did not; `placeholder` stands where each subscriber's
   * token goes.
   */
  bodies: Record<Language, { named: Body; anonymous: Body }>;
  headers: Record<string, string>;
  placeholder: string;
  namePlaceholder: string;
}

/** The name as HTML text: the database escapes it as escapeText does in newsletter-mails.ts. */
const htmlEscaped = (value: SQL) => sql`replace(replace(replace(${value}, '&', '&amp;'), '<', '&lt;'), '>', '&gt;')`;

/**
 * One message per confirmed subscriber, as a select for mail's outbox to queue in a single INSERT … SELECT
 * (enqueueNewsletterMails): the database picks the body of the subscriber's language, greeting them by the
 * name they gave, and writes their unsubscribe token into the links and the List-Unsubscribe header.
 */
export function newsletterMessagesOf(input: NewsletterMessages): SQL {
  const { bodies, placeholder, namePlaceholder } = input;
  const s = newsletterSubscribers;
  const name = sql`btrim(coalesce(${s.name}, ''))`;
  const byLanguage = (part: 'html' | 'text') => {
    const pick = (variant: 'named' | 'anonymous') =>
      sql`case when ${s.language} = 'en' then ${bodies.en[variant][part]}::text else ${bodies.it[variant][part]}::text end`;
    const body = sql`case when ${name} = '' then ${pick('anonymous')} else ${pick('named')} end`;
    const greeted = sql`replace(${body}, ${namePlaceholder}::text, ${part === 'html' ? htmlEscaped(name) : name})`;
    return sql`replace(${greeted}, ${placeholder}::text, ${s.unsubscribeToken})`;
  };
  return sql`select ${input.newsletterId}::integer, ${s.email}, ${input.subject}::text, ${byLanguage('html')}, ${byLanguage('text')},
        replace(${JSON.stringify(input.headers)}::text, ${placeholder}::text, ${s.unsubscribeToken})::jsonb
      from ${s}
      where ${s.status} = 'confirmed'`;
}

/** The newest newsletters with their outbox progress, in one grouped query. */
export async function selectNewsletterHistory(db: Executor, limit: number) {
  const message = newsletterMailView();
  const rows = await db
    .select({
      id: newsletters.id,
      subject: newsletters.subject,
      createdAt: newsletters.createdAt,
      queued: sql<number>`count(${message.id})`,
      sent: sql<number>`count(${message.id}) filter (where ${message.status} = 'sent')`,
      failed: sql<number>`count(${message.id}) filter (where ${message.status} = 'failed')`,
    })
    .from(newsletters)
    .leftJoin(message, eq(message.newsletterId, newsletters.id))
    .groupBy(newsletters.id)
    .orderBy(desc(newsletters.createdAt), desc(newsletters.id))
    .limit(limit);
  return rows.map((row) => ({
    ...row,
    queued: Number(row.queued),
    sent: Number(row.sent),
    failed: Number(row.failed),
  }));
}
