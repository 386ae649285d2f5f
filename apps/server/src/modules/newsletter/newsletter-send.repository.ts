import type { Language } from '@cammini/contract';
import { desc, eq, type SQL, sql } from 'drizzle-orm';
import { type Executor, selectRows } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/mail.js';
import { newsletterSubscribers, newsletters } from '../../db/schema/newsletter.js';

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
 * Queues one message per confirmed subscriber in a single INSERT … SELECT: the database picks the
 * body of the subscriber's language, greeting them by the name they gave, and writes their
 * unsubscribe token into the links and the List-Unsubscribe header. The unique (newsletter,
 * recipient) index makes a repeat harmless. Answers how many messages were queued.
 */
export async function queueNewsletterMessages(db: Executor, input: NewsletterMessages): Promise<number> {
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
  const rows = await selectRows<{ queued: number | string }>(
    db,
    sql`
    with queued as (
      insert into ${mailOutbox} (newsletter_id, "to", subject, html, text, headers)
      select ${input.newsletterId}::integer, ${s.email}, ${input.subject}::text, ${byLanguage('html')}, ${byLanguage('text')},
        replace(${JSON.stringify(input.headers)}::text, ${placeholder}::text, ${s.unsubscribeToken})::jsonb
      from ${s}
      where ${s.status} = 'confirmed'
      on conflict (newsletter_id, "to") do nothing
      returning 1
    )
    select count(*) as queued from queued`,
  );
  return Number(rows[0]?.queued ?? 0);
}

/** The newest newsletters with their outbox progress, in one grouped query. */
export async function selectNewsletterHistory(db: Executor, limit: number) {
  const rows = await db
    .select({
      id: newsletters.id,
      subject: newsletters.subject,
      createdAt: newsletters.createdAt,
      queued: sql<number>`count(${mailOutbox.id})`,
      sent: sql<number>`count(${mailOutbox.id}) filter (where ${mailOutbox.status} = 'sent')`,
      failed: sql<number>`count(${mailOutbox.id}) filter (where ${mailOutbox.status} = 'failed')`,
    })
    .from(newsletters)
    .leftJoin(mailOutbox, eq(mailOutbox.newsletterId, newsletters.id))
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
