import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { chatLink } from '../../lib/site';

/** The floating link to the business's messaging chat. */
export function ChatLink() {
  const { t } = useTranslation();
  return (
    <a
      className="chat-link"
      href={chatLink(t('chat.greeting'))}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('chat.label')}
    >
      <MessageCircle aria-hidden="true" />
    </a>
  );
}
