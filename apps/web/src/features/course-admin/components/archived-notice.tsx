import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/session-store';

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
          <button
            type="button"
            className="icon-button"
            aria-label={t('adminActions.closeNotice')}
            title={t('adminActions.closeNotice')}
            onClick={onClose}
          >
            <X aria-hidden="true" size={18} />
          </button>
        </div>
      )}
    </div>
  );
}
