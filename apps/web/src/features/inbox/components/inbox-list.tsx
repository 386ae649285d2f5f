import type { InboxMessage } from '@cammini/contract';
import { Mail, MailOpen } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OfficePager } from '../../../components/admin/office-pager';
import { Alert } from '../../../components/ui/alert';
import { Loading } from '../../../components/ui/loading';
import { failed, useAdminSave } from '../../../lib/admin/use-admin-save';
import { formatDateTime } from '../../../lib/format';
import { useInbox, useMarkMessage } from '../api/inbox';

/** The fields a message shows, in the order the forms ask them; the language and consent are left out. */
const SHOWN_FIELDS = [
  'richiesta',
  'message',
  'telefono',
  'phonenumber',
  'city',
  'birth_date',
  'interested_in',
  'objective',
  'spending',
] as const;

/** "Rispondi" opens the admin's e-mail client, to the sender, with the subject of a reply. */
export function replyHref(message: InboxMessage, subject: string): string {
  return `mailto:${message.email}?subject=${encodeURIComponent(`Re: ${subject}`)}`;
}

function MessageItem({ message }: { message: InboxMessage }) {
  const { t, i18n } = useTranslation('admin-office');
  const [open, setOpen] = useState(false);
  const mark = useMarkMessage();
  const save = useAdminSave();
  const unread = message.readAt === null;
  const subject = t(`inbox.subject.${message.kind}`);
  const bodyId = `message-${message.id}`;

  const markAs = (read: boolean) => {
    save.begin();
    mark.mutate({ id: message.id, read }, { onError: () => save.settle(failed(t('inbox.markError'))) });
  };

  const toggle = () => {
    setOpen(!open);
    // Opening a message is reading it.
    if (!open && unread) markAs(true);
  };

  return (
    <li className="inbox-item" data-unread={unread}>
      <button type="button" className="inbox-item__head" aria-expanded={open} aria-controls={bodyId} onClick={toggle}>
        {unread ? <Mail aria-hidden="true" size={18} /> : <MailOpen aria-hidden="true" size={18} />}
        <span className="inbox-item__from">
          {message.name || message.email}
          {unread && <span className="inbox-item__badge">{t('inbox.unread')}</span>}
        </span>
        <span className="inbox-item__subject">{subject}</span>
        <time className="inbox-item__date" dateTime={message.createdAt}>
          {formatDateTime(message.createdAt, i18n.language)}
        </time>
      </button>
      <div id={bodyId} className="inbox-item__body" hidden={!open}>
        <p className="inbox-item__email">{message.email}</p>
        <dl className="inbox-item__fields">
          {SHOWN_FIELDS.filter((field) => message.fields[field] != null && message.fields[field] !== '').map(
            (field) => (
              <div key={field}>
                <dt>{t(`inbox.fields.${field}`)}</dt>
                <dd>{String(message.fields[field])}</dd>
              </div>
            ),
          )}
        </dl>
        <div className="business-actions">
          <a className="button button-primary button-small" href={replyHref(message, subject)}>
            {t('inbox.reply')}
          </a>
          <button
            type="button"
            className="button button-small"
            disabled={mark.isPending}
            onClick={() => markAs(unread)}
          >
            {unread ? t('inbox.markRead') : t('inbox.markUnread')}
          </button>
        </div>
        {save.outcome && <Alert tone="error">{save.outcome.text}</Alert>}
      </div>
    </li>
  );
}

/** The inbox: newest first, unread ones marked, a page at a time. */
export function InboxList() {
  const { t } = useTranslation('admin-office');
  const [page, setPage] = useState(1);
  const inbox = useInbox(page);

  if (inbox.isPending) return <Loading label={t('inbox.loading')} />;
  if (inbox.isError)
    return (
      <Alert tone="error">
        <span>{t('inbox.error')}</span>{' '}
        <button type="button" className="business-retry" onClick={() => void inbox.refetch()}>
          {t('retry')}
        </button>
      </Alert>
    );
  const { messages, total, unread, pageCount } = inbox.data;
  if (total === 0) return <p className="business-empty">{t('inbox.empty')}</p>;
  return (
    <section className="business-section" aria-label={t('inbox.title')}>
      <p className="business-count">{t('inbox.count', { count: total, unread })}</p>
      <ul className="inbox-list">
        {messages.map((message) => (
          <MessageItem key={message.id} message={message} />
        ))}
      </ul>
      <OfficePager page={page} pageCount={pageCount} onPage={setPage} />
    </section>
  );
}
