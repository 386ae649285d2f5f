interface ConfirmActionsProps {
  className: string;
  /** While the request runs both buttons wait: it is neither sent twice nor left half-way. */
  pending?: boolean;
  /** The confirm button's text, the pending wording included. */
  confirmLabel: string;
  onConfirm: () => void;
  backLabel: string;
  /** Without it there is no way back to offer, and only the confirm button shows. */
  onBack?: () => void;
}

/** The button that does what the person was asked to confirm, beside the one that steps back. */
export function ConfirmActions({
  className,
  pending = false,
  confirmLabel,
  onConfirm,
  backLabel,
  onBack,
}: ConfirmActionsProps) {
  return (
    <div className={className}>
      <button type="button" className="button button-primary" disabled={pending} onClick={onConfirm}>
        {confirmLabel}
      </button>
      {onBack && (
        <button type="button" className="button button-secondary" disabled={pending} onClick={onBack}>
          {backLabel}
        </button>
      )}
    </div>
  );
}
