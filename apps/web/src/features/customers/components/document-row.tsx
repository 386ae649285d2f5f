import { DOCUMENT_REJECTION_REASON_MAX, type IdentityDocumentItem } from '@cammini/contract';
import { Check, Eye, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failed, saved, useAdminSave } from '../../../lib/admin/use-admin-save';
import { formatLongDate } from '../../../lib/format';
import { problemOf } from '../../../lib/forms/problem-of';
import { type DocumentDecision, useReviewDocument } from '../api/documents';
import { DeclaredIdentity } from './declared-identity';
import type { PreviewTarget } from './document-preview-dialog';

const SIDES = ['front', 'back'] as const;

/**
 * One document: its customer, status, preview buttons, and Approve / Reject with their own message.
 *
 * Hand-written state: the only field is the optional rejection reason, whose length the box itself limits.
 */
export function DocumentRow({
  document,
  onPreview,
}: {
  document: IdentityDocumentItem;
  onPreview: (target: PreviewTarget) => void;
}) {
  const { t, i18n } = useTranslation('admin-business');
  const review = useReviewDocument();
  const save = useAdminSave();
  /** The reason being written, while the admin is rejecting; null otherwise. */
  const [reason, setReason] = useState<string | null>(null);
  const reasonId = useId();
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const writingReason = reason !== null;
  // The admin just asked to reject: the reason's box takes the focus.
  useEffect(() => {
    if (writingReason) reasonRef.current?.focus();
  }, [writingReason]);
  const files = document.fileurl.split(',').map((path) => path.trim());

  const decide = (decision: DocumentDecision) => {
    save.begin();
    const result = (kind: 'success' | 'error' | 'network') => t(`documents.result.${decision}.${kind}`);
    review.mutate(
      { id: document.idDoc, decision, reason: decision === 'reject' ? (reason ?? undefined) : undefined },
      {
        onSuccess: () => {
          save.settle(saved(result('success')));
          setReason(null);
        },
        // A refusal and a failed connection read differently: only the second is worth retrying.
        onError: (error) => save.settle(failed(result(problemOf(error)?.status === 0 ? 'network' : 'error'))),
      },
    );
  };

  return (
    <tr>
      <td data-label={t('documents.columns.customer')}>
        <strong>{document.name}</strong>
        <span className="business-table__sub business-table__email">{document.email}</span>
        <span className="business-table__sub">
          {t('documents.columns.submitted')} {formatLongDate(document.submittedAt, i18n.language)}
        </span>
        <DeclaredIdentity identity={document} className="business-table__sub" />
      </td>
      <td data-label={t('documents.columns.status')}>
        <span className="status-badge" data-status={document.valid === 1 ? 'approved' : document.status}>
          {document.valid === 1 ? t('documents.approved') : t('documents.notApproved')}
        </span>
        {document.status === 'pending' && <span className="business-table__sub">({t('documents.pending')})</span>}
        {document.status === 'rejected' && <span className="business-table__sub">({t('documents.rejected')})</span>}
        {document.status === 'rejected' && document.rejectionReason && (
          <span className="business-table__sub">{t('documents.reason', { reason: document.rejectionReason })}</span>
        )}
      </td>
      <td data-label={t('documents.columns.files')}>
        <div className="business-actions">
          {SIDES.map((side, index) => {
            const path = files[index];
            if (!path) return null;
            const label = t('documents.previewLabel', { side: t(`documents.${side}`), name: document.name });
            return (
              <button
                key={side}
                type="button"
                className="button button-secondary button-small"
                aria-label={label}
                onClick={() => onPreview({ path, label, identity: document })}
              >
                <Eye aria-hidden="true" size={16} />
                {t(`documents.${side}`)}
              </button>
            );
          })}
        </div>
      </td>
      <td data-label={t('documents.columns.actions')}>
        <div className="business-actions">
          <button
            type="button"
            className="button button-primary button-small"
            aria-label={t('documents.approveLabel', { name: document.name })}
            disabled={review.isPending || document.status === 'approved'}
            onClick={() => {
              // Approving verifies the customer at once and e-mails them: asked first.
              if (window.confirm(t('documents.confirmApprove', { name: document.name }))) decide('approve');
            }}
          >
            <Check aria-hidden="true" size={16} />
            {t('documents.approve')}
          </button>
          <button
            type="button"
            className="button button-secondary button-small button-danger"
            aria-label={t('documents.rejectLabel', { name: document.name })}
            disabled={review.isPending || document.status === 'rejected' || reason !== null}
            onClick={() => setReason('')}
          >
            <X aria-hidden="true" size={16} />
            {t('documents.reject')}
          </button>
        </div>
        {reason !== null && (
          <form
            className="document-reject"
            onSubmit={(event) => {
              event.preventDefault();
              decide('reject');
            }}
          >
            <label htmlFor={reasonId}>{t('documents.reasonLabel', { name: document.name })}</label>
            <textarea
              id={reasonId}
              rows={2}
              maxLength={DOCUMENT_REJECTION_REASON_MAX}
              value={reason}
              ref={reasonRef}
              onChange={(event) => setReason(event.target.value)}
            />
            <div className="business-actions">
              <button
                type="submit"
                className="button button-primary button-small button-danger"
                disabled={review.isPending}
              >
                {t('documents.confirmReject')}
              </button>
              <button
                type="button"
                className="button button-secondary button-small"
                disabled={review.isPending}
                onClick={() => setReason(null)}
              >
                {t('documents.cancelReject')}
              </button>
            </div>
          </form>
        )}
        <p className="business-row-message" role="status" data-tone={save.outcome?.tone}>
          {save.outcome?.text}
        </p>
      </td>
    </tr>
  );
}
