import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface AdminActionsProps {
  /** What the item is called, for the buttons' accessible names ("Elimina Il respiro che cura"). */
  itemName: string;
  editTo?: string;
  /** Resolves when the server answered 200; the caller removes the item only then. */
  onDelete?: () => Promise<void>;
}

/** The edit and delete icons on a content card, for admins (see AdminActions). */
export function AdminActionButtons({ itemName, editTo, onDelete }: AdminActionsProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'deleting' | 'failed'>('idle');

  async function handleDelete() {
    if (!onDelete || !window.confirm(t('adminActions.confirmDelete', { name: itemName }))) return;
    setState('deleting');
    try {
      await onDelete();
      setState('idle');
    } catch {
      setState('failed');
    }
  }

  return (
    <div className="admin-actions">
      {editTo && (
        <Link
          to={editTo}
          className="icon-button"
          aria-label={t('adminActions.edit', { name: itemName })}
          title={t('adminActions.edit', { name: itemName })}
        >
          <Pencil aria-hidden="true" size={18} />
        </Link>
      )}
      {onDelete && (
        <button
          type="button"
          className="icon-button icon-button--danger"
          aria-label={t('adminActions.delete', { name: itemName })}
          title={t('adminActions.delete', { name: itemName })}
          disabled={state === 'deleting'}
          onClick={() => void handleDelete()}
        >
          <Trash2 aria-hidden="true" size={18} />
        </button>
      )}
      {state === 'failed' && (
        <span role="alert" className="admin-actions__error">
          {t('adminActions.deleteFailed')}
        </span>
      )}
    </div>
  );
}
