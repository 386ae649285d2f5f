import {
  INBOX_PAGE_SIZE,
  type InboxMessage,
  type InboxQuery,
  type InboxResponse,
  pagePosition,
  rowsBefore,
} from '@cammini/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/app-error.js';
import type { ContactMessageRow } from './contact.repository.js';
import { countUnreadMessages, selectInboxPage, updateMessageReadAt } from './inbox.repository.js';

type Field = string | number | boolean | null;

/** The stored fields as plain values: anything else (never written by the forms) is left out. */
function plainFields(fields: unknown): Record<string, Field> {
  if (!fields || typeof fields !== 'object') return {};
  const entries = Object.entries(fields).filter(
    (entry): entry is [string, Field] => entry[1] === null || ['string', 'number', 'boolean'].includes(typeof entry[1]),
  );
  return Object.fromEntries(entries);
}

/** The sender's name as the form gave it: the contact form's nome and cognome, the module's name and surname. */
function senderName(fields: Record<string, Field>): string {
  const parts = [fields.nome ?? fields.name, fields.cognome ?? fields.surname];
  return parts.filter((part): part is string => typeof part === 'string' && part !== '').join(' ');
}

function toInboxMessage(row: ContactMessageRow): InboxMessage {
  const fields = plainFields(row.fields);
  return {
    id: row.id,
    kind: row.kind,
    email: row.email,
    name: senderName(fields),
    fields,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

/** GET /api/admin/messages: the contact and module messages, newest first, a page at a time. */
export async function listInbox(ctx: AppContext, query: z.output<typeof InboxQuery>): Promise<InboxResponse> {
  const { rows, total, unread } = await selectInboxPage(ctx.db, {
    limit: INBOX_PAGE_SIZE,
    offset: rowsBefore(query.page, INBOX_PAGE_SIZE),
  });
  return { messages: rows.map(toInboxMessage), unread, ...pagePosition(query.page, INBOX_PAGE_SIZE, total) };
}

/** PUT /api/admin/messages/{id}: marks a message read (when the admin opens it) or unread again. */
export async function markMessage(
  ctx: AppContext,
  id: number,
  read: boolean,
): Promise<{ item: InboxMessage; unread: number }> {
  const row = await updateMessageReadAt(ctx.db, id, read ? ctx.clock.now() : null);
  if (!row) throw notFound('Messaggio non trovato');
  return { item: toInboxMessage(row), unread: await countUnreadMessages(ctx.db) };
}
