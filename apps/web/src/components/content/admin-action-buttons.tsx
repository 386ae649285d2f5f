import { ErrorCode } from '@cammini/contract';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../lib/api-client';

export interface AdminActionsProps {
  /** What the item is called, for the buttons' accessible names ("Elimina Il respiro che cura"). */
  itemName: string;
  editTo?: string;
  /** Resolves when the server answered 200; the caller removes the item only then. */
  onDelete?: () => Promise<void>;
  /**
   * Offered when the server refuses the delete because the item is in use (a course with buyers):
   * resolves once the item is archived instead, and the caller takes it off the list.
   */
  onArchive?: () => Promise<void>;
}

type ActionState =
  | { name: 'idle' | 'deleting' | 'failed' }
  /** The delete was refused because the item is in use: the server's reason, and archiving offered. */
  | { name: 'inUse'; reason: string; archive: 'offered' | 'sending' | 'failed' };

/** The edit and delete icons on a content card, for admins (see AdminActions). */
export function AdminActionButtons({ itemName, editTo, onDelete, onArchive }: AdminActionsProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<ActionState>({ name: 'idle' });

  async function handleDelete() {
    if (!onDelete || !window.confirm(t('adminActions.confirmDelete', { name: itemName }))) return;
    setState({ name: 'deleting' });
    try {
      await onDelete();
      setState({ name: 'idle' });
    } catch (error) {
      const inUse = onArchive && error instanceof ApiError && error.code === ErrorCode.IN_USE;
      setState(
        inUse
          ? { name: 'inUse', reason: error.message || t('adminActions.deleteFailed'), archive: 'offered' }
          : { name: 'failed' },
      );
    }
  }

  async function handleArchive(reason: string) {
    if (!onArchive) return;
    setState({ name: 'inUse', reason, archive: 'sending' });
    try {
      // Once archived the item leaves the list, and these buttons with it.
      await onArchive();
    } catch {
      setState({ name: 'inUse', reason, archive: 'failed' });
    }
  }

  return (
    <>
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
            disabled={state.name === 'deleting' || (state.name === 'inUse' && state.archive === 'sending')}
            onClick={() => void handleDelete()}
          >
            <Trash2 aria-hidden="true" size={18} />
          </button>
        )}
        {state.name === 'failed' && (
          <span role="alert" className="admin-actions__error">
            {t('adminActions.deleteFailed')}
          </span>
        )}
      </div>
      {state.name === 'inUse' && (
        <ArchiveOffer
          itemName={itemName}
          reason={state.reason}
          archive={state.archive}
          onArchive={() => void handleArchive(state.reason)}
          onCancel={() => setState({ name: 'idle' })}
        />
      )}
    </>
  );
}

/** Why the item cannot be deleted, with the way out: archive it instead, or leave it as it is. */
function ArchiveOffer({
  itemName,
  reason,
  archive,
  onArchive,
  onCancel,
}: {
  itemName: string;
  reason: string;
  archive: 'offered' | 'sending' | 'failed';
  onArchive: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const sending = archive === 'sending';
  return (
    <div className="admin-actions__offer">
      <p role="alert">{reason}</p>
      {archive === 'failed' && (
        <p role="alert" className="admin-actions__offer-error">
          {t('adminActions.archiveFailed')}
        </p>
      )}
      <div className="admin-actions__offer-buttons">
        <button type="button" className="button button-primary" disabled={sending} onClick={onArchive}>
          {t('adminActions.archive')} <span className="visually-hidden">{itemName}</span>
        </button>
        <button type="button" className="button button-ghost" disabled={sending} onClick={onCancel}>
          {t('adminActions.keep')}
        </button>
      </div>
    </div>
  );
}
