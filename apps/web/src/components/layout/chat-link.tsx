import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { chatLink, useSiteSettings } from '../../lib/site';

/** The floating link to the business's WhatsApp chat, when the settings give a number. */
export function ChatLink() {
  const { t } = useTranslation();
  const href = chatLink(useSiteSettings(), t('chat.greeting'));
  // No number saved, no button: a link to nowhere would be worse than none.
  if (!href) return null;
  // A landmark of its own, so nothing on the page sits outside one.
  return (
    <aside aria-label={t('chat.region')}>
      <a className="chat-link" href={href} target="_blank" rel="noopener noreferrer" aria-label={t('chat.label')}>
        <MessageCircle aria-hidden="true" />
      </a>
    </aside>
  );
}
