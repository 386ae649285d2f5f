import { INBOX_PAGE_SIZE, InboxResponse } from '@cammini/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { sendContactForm } from '../../../test/fixtures/contact.fixtures.js';
import { useAdminTestApp } from '../../../test/support/app.js';
import { bearer, createUser, loginAs } from '../../../test/support/factories.js';
import { contactMessages } from '../../db/schema/index.js';

const t = useAdminTestApp();

const inbox = async (query = '') => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/messages${query}`,
    headers: bearer(t.adminToken),
  });
  expect(response.statusCode).toBe(200);
  return InboxResponse.parse(response.json());
};
const mark = (id: number, read: unknown, headers = bearer(t.adminToken)) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/messages/${id}`, payload: { read }, headers });

beforeAll(async () => {
  // Older messages, enough to fill more than one page.
  await t.db.insert(contactMessages).values(
    Array.from({ length: INBOX_PAGE_SIZE + 2 }, (_, index) => ({
      kind: 'contact' as const,
      email: `vecchio${index}@example.com`,
      fields: { nome: 'Vecchio', cognome: String(index), richiesta: 'Una domanda' },
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, index)),
      readAt: new Date('2026-02-01T00:00:00Z'),
    })),
  );
  const sent = await sendContactForm(t.app, 'Quando inizia il percorso?');
  expect(sent.statusCode).toBe(200);
});

describe('the admin’s inbox (GET /api/admin/messages)', () => {
  it('lists the messages newest first, with the unread count', async () => {
    const page = await inbox();
    expect(page).toMatchObject({ total: INBOX_PAGE_SIZE + 3, unread: 1, page: 1, pageSize: INBOX_PAGE_SIZE });
    expect(page.messages).toHaveLength(INBOX_PAGE_SIZE);
    expect(page.messages[0]).toMatchObject({
      kind: 'contact',
      email: 'marta@example.com',
      name: 'Marta Rossi',
      readAt: null,
      fields: { richiesta: 'Quando inizia il percorso?' },
    });
    expect(page.messages[1]?.email).toBe(`vecchio${INBOX_PAGE_SIZE + 1}@example.com`);
  });

  it('pages the rest', async () => {
    const second = await inbox('?page=2');
    expect(second.messages.map((m) => m.email)).toEqual([
      'vecchio2@example.com',
      'vecchio1@example.com',
      'vecchio0@example.com',
    ]);
    expect((await inbox('?page=9')).messages).toEqual([]);
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/admin/messages?page=0',
      headers: bearer(t.adminToken),
    });
    expect(refused.statusCode).toBe(400);
  });

  it('marks a message read and unread again, and the count follows', async () => {
    const [newest] = (await inbox()).messages;
    const read = await mark(newest!.id, true);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ unread: 0, item: { id: newest!.id, readAt: expect.any(String) } });
    const firstReadAt = read.json().item.readAt;
    expect((await mark(newest!.id, true)).json().item.readAt).toBe(firstReadAt);
    const unread = await mark(newest!.id, false);
    expect(unread.json()).toMatchObject({ unread: 1, item: { readAt: null } });
  });

  it('answers 404 for an unknown message and 400 for a body that is not a yes or no', async () => {
    expect((await mark(999_999, true)).statusCode).toBe(404);
    const [newest] = (await inbox()).messages;
    expect((await mark(newest!.id, 'si')).statusCode).toBe(400);
  });

  it('is for the admin only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/messages' })).statusCode).toBe(401);
    const customer = await createUser(t.db);
    const token = await loginAs(t.app, customer.email);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/messages', headers: bearer(token) })).statusCode).toBe(
      403,
    );
    const [newest] = (await inbox()).messages;
    expect((await mark(newest!.id, true, bearer(token))).statusCode).toBe(403);
  });
});
