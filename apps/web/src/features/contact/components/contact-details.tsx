import { Mail, MessageCircle, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { chatLink, telHref, useSiteSettings } from '../../../lib/site';

/** Beside the form: the business's own addresses, the chat, and the longer module. */
export function ContactDetails() {
  const { t } = useTranslation('forms');
  const { t: tCommon } = useTranslation();
  const settings = useSiteSettings();
  const chat = chatLink(settings, tCommon('chat.greeting'));
  return (
    <aside className="contact-details card" aria-labelledby="contact-details-title">
      <h2 id="contact-details-title">{t('contact.detailsTitle')}</h2>
      <p>{t('contact.detailsLead')}</p>
      <ul className="contact-details__list">
        {settings?.email && (
          <li>
            <Mail aria-hidden="true" size={20} />
            <span>
              <span className="contact-details__label">{t('contact.writeUs')}</span>
              <a href={`mailto:${settings.email}`}>{settings.email}</a>
            </span>
          </li>
        )}
        {settings?.phone && (
          <li>
            <Phone aria-hidden="true" size={20} />
            <span>
              <span className="contact-details__label">{t('contact.callUs')}</span>
              <a href={telHref(settings.phone)}>{settings.phone}</a>
            </span>
          </li>
        )}
        {chat && (
          <li>
            <MessageCircle aria-hidden="true" size={20} />
            <span>
              <span className="contact-details__label">{t('contact.chatUs')}</span>
              <a href={chat} target="_blank" rel="noopener noreferrer">
                {t('contact.chatLink')}
              </a>
            </span>
          </li>
        )}
      </ul>
      <p className="contact-details__module">
        {t('contact.moduleHint')} <Link to="/modulo">{t('contact.moduleLink')}</Link>
      </p>
    </aside>
  );
}
