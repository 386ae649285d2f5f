import type { ReactNode } from 'react';
import { UploadProgress } from '../../../components/admin/upload-progress';
import { Alert } from '../../../components/ui/alert';

export interface FormOutcome {
  tone: 'success' | 'error';
  text: string;
  /** A link to show with the message (the published course). */
  action?: ReactNode;
}

interface FormFooterProps {
  outcome: FormOutcome | null;
  progress: number | null;
  sending: boolean;
  label: string;
  sendingLabel: string;
}

/** The submit button (disabled while sending), the upload progress and the outcome of the last try. */
export function FormFooter({ outcome, progress, sending, label, sendingLabel }: FormFooterProps) {
  return (
    <>
      {outcome && (
        <Alert tone={outcome.tone}>
          {outcome.text} {outcome.action}
        </Alert>
      )}
      <UploadProgress value={progress} />
      <div className="admin-form__actions">
        <button type="submit" className="button button-primary" disabled={sending}>
          {sending ? sendingLabel : label}
        </button>
      </div>
    </>
  );
}
