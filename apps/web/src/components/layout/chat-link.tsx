import { MessageCircle } from 'lucide-react';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chatLink, useSiteSettings } from '../../lib/site';

/** What a visitor fills in or reads after sending: forms and their messages. */
const KEPT_CLEAR = 'form, [role="alert"], [role="status"]';
/** Room kept between the button and what it would otherwise cover, in pixels. */
const MARGIN = 8;

/**
 * Whether a form or a form's message lies under the button: on a phone the floating button covered the
 * last field, the send button or the message that said what happened. Checked as the page scrolls,
 * resizes or changes, once a frame at most.
 */
function useOverForm(button: RefObject<HTMLElement | null>, active: boolean): boolean {
  const [over, setOver] = useState(false);
  useEffect(() => {
    if (!active) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      const self = button.current;
      if (!self) return;
      const zone = self.getBoundingClientRect();
      const covered = [...document.querySelectorAll(KEPT_CLEAR)].some((element) => {
        const box = element.getBoundingClientRect();
        return (
          box.width > 0 &&
          box.height > 0 &&
          box.bottom > zone.top - MARGIN &&
          box.top < zone.bottom + MARGIN &&
          box.right > zone.left - MARGIN &&
          box.left < zone.right + MARGIN
        );
      });
      setOver(covered);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    const changes = new MutationObserver(schedule);
    changes.observe(document.body, { childList: true, subtree: true, characterData: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      changes.disconnect();
    };
  }, [button, active]);
  return over;
}

/**
 * The floating link to the business's WhatsApp chat, when the settings give a number. It steps aside
 * while a form or a form's message is under it, and the footer keeps room for it at the page's end.
 */
export function ChatLink() {
  const { t } = useTranslation();
  const href = chatLink(useSiteSettings(), t('chat.greeting'));
  const link = useRef<HTMLAnchorElement>(null);
  const away = useOverForm(link, Boolean(href));
  // No number saved, no button: a link to nowhere would be worse than none.
  if (!href) return null;
  // A landmark of its own, so nothing on the page sits outside one.
  return (
    <aside aria-label={t('chat.region')}>
      <a
        ref={link}
        className="chat-link"
        data-away={away}
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('chat.label')}
      >
        <MessageCircle aria-hidden="true" />
      </a>
    </aside>
  );
}
