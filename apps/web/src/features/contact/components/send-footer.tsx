import { Alert } from '../../../components/ui/alert';
import type { SendOutcome } from '../hooks/use-public-send';

interface SendFooterProps {
  outcome: SendOutcome;
  sending: boolean;
  label: string;
  sendingLabel: string;
}

/** The outcome of the last send and the button (disabled while sending). */
export function SendFooter({ outcome, sending, label, sendingLabel }: SendFooterProps) {
  return (
    <>
      {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
      <div>
        <button type="submit" className="button button-primary" disabled={sending}>
          {sending ? sendingLabel : label}
        </button>
      </div>
    </>
  );
}
