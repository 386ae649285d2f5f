import { ErrorCode } from '@cammini/contract';
import { ArrowDown, ArrowUp, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAdminSave } from '../../lib/admin/use-admin-save';
import type { ApiError } from '../../lib/api-client';
import { problemOf } from '../../lib/forms/problem-of';

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
  /**
   * Offered when the server refuses the delete because the item is still referred to (a member who
   * leads courses): sends the delete again, confirmed; resolves once it is gone.
   */
  onDeleteAnyway?: () => Promise<void>;
  /** Offered where the admin sets the order (FAQs): moves the item one place; absent at that end of the list. */
  onMoveUp?: () => void;
  onMoveDown?: () => void;
}

/** What the admin may do instead when the server refuses a delete. */
type Fallback = 'archive' | 'deleteAnyway';

type ActionState =
  | { name: 'idle' | 'deleting' | 'failed' }
  /** The delete was refused: the server's reason, and the fallback offered (archive, or delete anyway). */
  | { name: 'inUse'; reason: string; fallback: Fallback; step: 'offered' | 'sending' | 'failed' };

/** The edit and delete icons on a content card, for admins (see AdminActions). */
export function AdminActionButtons({
  itemName,
  editTo,
  onDelete,
  onArchive,
  onDeleteAnyway,
  onMoveUp,
  onMoveDown,
}: AdminActionsProps) {
  const { t } = useTranslation();
  // The delete and its fallback keep their state in the admin save state, as every admin write does.
  const save = useAdminSave<ActionState>();
  const state: ActionState = save.outcome ?? { name: 'idle' };
  const setState = save.settle;
  const fallbacks: Record<Fallback, { code: string; run?: () => Promise<void> }> = {
    archive: { code: ErrorCode.IN_USE, run: onArchive },
    deleteAnyway: { code: ErrorCode.LEADS_COURSES, run: onDeleteAnyway },
  };

  async function handleDelete() {
    if (!onDelete || !window.confirm(t('adminActions.confirmDelete', { name: itemName }))) return;
    setState({ name: 'deleting' });
    try {
      await onDelete();
      setState({ name: 'idle' });
    } catch (error) {
      const refusal = problemOf(error);
      const fallback = (Object.keys(fallbacks) as Fallback[]).find(
        (way) => fallbacks[way].run && fallbacks[way].code === refusal?.code,
      );
      setState(
        fallback && refusal
          ? { name: 'inUse', reason: refusalReason(fallback, refusal), fallback, step: 'offered' }
          : { name: 'failed' },
      );
    }
  }

  /** Why the server refused, in the screen's language: the item is bought, or leads the courses named. */
  function refusalReason(fallback: Fallback, error: ApiError): string {
    if (fallback === 'archive') return t('adminActions.inUse', { name: itemName });
    const courses = error.courses ?? [];
    return t('adminActions.leadsCourses', {
      name: itemName,
      count: courses.length,
      titles: courses.map((title) => t('adminActions.quoted', { title })).join(', '),
    });
  }

  async function handleFallback(reason: string, fallback: Fallback) {
    const run = fallbacks[fallback].run;
    if (!run) return;
    setState({ name: 'inUse', reason, fallback, step: 'sending' });
    try {
      // Once archived or deleted the item leaves the list, and these buttons with it.
      await run();
    } catch {
      setState({ name: 'inUse', reason, fallback, step: 'failed' });
    }
  }

  return (
    <>
      <div className="admin-actions">
        {(onMoveUp || onMoveDown) && (
          <>
            <MoveButton direction="up" itemName={itemName} onMove={onMoveUp} />
            <MoveButton direction="down" itemName={itemName} onMove={onMoveDown} />
          </>
        )}
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
            disabled={state.name === 'deleting' || (state.name === 'inUse' && state.step === 'sending')}
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
        <FallbackOffer
          itemName={itemName}
          reason={state.reason}
          fallback={state.fallback}
          step={state.step}
          onConfirm={() => void handleFallback(state.reason, state.fallback)}
          onCancel={() => setState({ name: 'idle' })}
        />
      )}
    </>
  );
}

const FALLBACK_TEXTS = {
  archive: { action: 'adminActions.archive', failed: 'adminActions.archiveFailed' },
  deleteAnyway: { action: 'adminActions.deleteAnyway', failed: 'adminActions.deleteFailed' },
} as const;

/** Why the item cannot be deleted, with the way out: archive it or delete it anyway, or leave it as it is. */
function FallbackOffer({
  itemName,
  reason,
  fallback,
  step,
  onConfirm,
  onCancel,
}: {
  itemName: string;
  reason: string;
  fallback: Fallback;
  step: 'offered' | 'sending' | 'failed';
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const sending = step === 'sending';
  const texts = FALLBACK_TEXTS[fallback];
  return (
    <div className="admin-actions__offer">
      <p role="alert">{reason}</p>
      {step === 'failed' && (
        <p role="alert" className="admin-actions__offer-error">
          {t(texts.failed)}
        </p>
      )}
      <div className="admin-actions__offer-buttons">
        <button type="button" className="button button-primary" disabled={sending} onClick={onConfirm}>
          {t(texts.action)} <span className="visually-hidden">{itemName}</span>
        </button>
        <button type="button" className="button button-ghost" disabled={sending} onClick={onCancel}>
          {t('adminActions.keep')}
        </button>
      </div>
    </div>
  );
}

/** One place up or down; disabled at that end of the list. */
function MoveButton({
  direction,
  itemName,
  onMove,
}: {
  direction: 'up' | 'down';
  itemName: string;
  onMove?: () => void;
}) {
  const { t } = useTranslation();
  const label = t(direction === 'up' ? 'adminActions.moveUp' : 'adminActions.moveDown', { name: itemName });
  const Icon = direction === 'up' ? ArrowUp : ArrowDown;
  return (
    <button
      type="button"
      className="icon-button"
      aria-label={label}
      title={label}
      disabled={!onMove}
      onClick={() => onMove?.()}
    >
      <Icon aria-hidden="true" size={18} />
    </button>
  );
}
