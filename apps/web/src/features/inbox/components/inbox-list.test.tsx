import type { InboxMessage, InboxResponse } from '@cammini/contract';
import { screen, waitFor, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { privateToken } from '../../../components/admin/testing/admin-api';
import i18n from '../../../lib/i18n';
import { stubApi } from '../../../test/fake-api';
import { renderAt } from '../../../test/render';
import { setupUser } from '../../../test/user';
import { InboxList } from './inbox-list';

const unreadMessage: InboxMessage = {
  id: 7,
  kind: 'contact',
  email: 'marta@example.com',
  name: 'Marta Rossi',
  fields: { nome: 'Marta', cognome: 'Rossi', telefono: '+39 333 1234567', richiesta: 'Quando inizia il percorso?' },
  createdAt: '2026-11-20T10:30:00.000Z',
  readAt: null,
};
const readMessage: InboxMessage = {
  ...unreadMessage,
  id: 6,
  kind: 'module',
  email: 'luca@example.com',
  name: 'Luca',
  fields: { name: 'Luca', city: 'Bologna', message: 'Posso venire il sabato?' },
  readAt: '2026-11-19T08:00:00.000Z',
};
const page = (messages: InboxMessage[], extra: Partial<InboxResponse> = {}): InboxResponse => {
  const total = extra.total ?? messages.length;
  return {
    messages,
    total,
    unread: messages.filter((m) => m.readAt === null).length,
    page: 1,
    pageCount: Math.max(1, Math.ceil(total / 30)),
    pageSize: 30,
    ...extra,
  };
};
const renderInbox = () => renderAt('/messaggi', [{ path: '/messaggi', element: <InboxList /> }]);

describe('the inbox', () => {
  it('lists the messages newest first, the unread ones marked, with the count', async () => {
    const api = stubApi({ ...privateToken, 'GET /api/admin/messages': { body: page([unreadMessage, readMessage]) } });
    renderInbox();
    expect(screen.getByText('Caricamento dei messaggi...')).toBeInTheDocument();
    expect(await screen.findByText('2 messaggi, 1 da leggere')).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Marta Rossi');
    expect(items[0]).toHaveAttribute('data-unread', 'true');
    expect(within(items[0]!).getByText('Da leggere')).toBeInTheDocument();
    expect(items[1]).toHaveAttribute('data-unread', 'false');
    expect(api.callsTo('GET /api/admin/messages')[0]?.authorization).toBe('Bearer private-token');
  });

  it('opening a message marks it read and shows it with a reply link', async () => {
    const api = stubApi({
      ...privateToken,
      'GET /api/admin/messages': { body: page([unreadMessage, readMessage]) },
      'PUT /api/admin/messages/7': {
        body: { message: 'Success', item: { ...unreadMessage, readAt: '2026-11-21T09:00:00.000Z' }, unread: 0 },
      },
    });
    const user = setupUser();
    renderInbox();
    await user.click(await screen.findByRole('button', { name: /Marta Rossi/ }));
    expect(screen.getByText('Quando inizia il percorso?')).toBeVisible();
    await waitFor(() => expect(api.callsTo('PUT /api/admin/messages/7')[0]?.body).toEqual({ read: true }));
    expect(await screen.findByText('2 messaggi, 0 da leggere')).toBeInTheDocument();
    const reply = screen.getByRole('link', { name: 'Rispondi' });
    expect(reply).toHaveAttribute(
      'href',
      `mailto:marta@example.com?subject=${encodeURIComponent('Re: Richiesta dal modulo contatti')}`,
    );
    await user.click(screen.getByRole('button', { name: 'Segna come da leggere' }));
    expect(api.callsTo('PUT /api/admin/messages/7')[1]?.body).toEqual({ read: false });
  });

  it('says when there is nothing, in English too', async () => {
    await i18n.changeLanguage('en');
    stubApi({ ...privateToken, 'GET /api/admin/messages': { body: page([]) } });
    renderInbox();
    expect(await screen.findByText('No messages received.')).toBeInTheDocument();
  });

  it('pages through older messages', async () => {
    const api = stubApi({
      ...privateToken,
      'GET /api/admin/messages': ({ path }) => ({
        body: page(path.endsWith('page=2') ? [readMessage] : [unreadMessage], { total: 31, page: 1 }),
      }),
    });
    const user = setupUser();
    renderInbox();
    expect(await screen.findByText('Pagina 1 di 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Meno recenti' }));
    expect(await screen.findByText('Pagina 2 di 2')).toBeInTheDocument();
    expect(await screen.findByText('Luca')).toBeInTheDocument();
    expect(api.calls.some((call) => call.path === '/api/admin/messages?page=2')).toBe(true);
  });
});
