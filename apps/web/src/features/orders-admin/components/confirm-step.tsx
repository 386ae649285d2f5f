import type { ReactNode } from 'react';

/**
 * The second step of an action that cannot be undone (a refund, an erasure): what will happen, then
 * the red button that does it and the one that steps back. Both wait while the request runs.
 */
export function ConfirmStep(props: {
  id: string;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  workingLabel: string;
  cancelLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <section className="refund-form__confirm" aria-labelledby={props.id}>
      <h3 id={props.id}>{props.title}</h3>
      {props.children}
      <div className="refund-form__actions">
        <button type="button" className="button button-danger" onClick={props.onConfirm} disabled={props.pending}>
          {props.pending ? props.workingLabel : props.confirmLabel}
        </button>
        <button type="button" className="button button-secondary" onClick={props.onCancel} disabled={props.pending}>
          {props.cancelLabel}
        </button>
      </div>
    </section>
  );
}
