import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/session-store';
import { CloseNoticeButton } from './close-notice-button';

/**
 * Says that a course was archived from its list. The course's card is gone by then, so the notice
 * stays at the bottom of the screen, wherever the admin scrolled, until closed. Its live region is
 * there for admins only, as their card tools are (AdminActions), waiting for the text.
 */
export function ArchivedNotice({ title, onClose }: { title: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { user } = useSession();
  if (user?.group !== 'admin') return null;
  return (
    <div className="admin-notice" role="status">
      {title && (
        <div className="admin-notice__body">
          <p>{t('adminActions.archived', { name: title })}</p>
          <CloseNoticeButton label={t('adminActions.closeNotice')} onClick={onClose} />
        </div>
      )}
    </div>
  );
}
