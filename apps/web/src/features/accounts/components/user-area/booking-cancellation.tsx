import { type CancelBookingResponse, ErrorCode } from '@cammini/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert';
import { ConfirmActions } from '../../../../components/ui/confirm-actions';
import { formatEuros } from '../../../../lib/format';
import { problemOf } from '../../../../lib/forms/problem-of';
import { useCancelBooking } from '../../api/cancel-booking';

/** The screen's own words for the server's refusals, in the interface language. */
function refusalKey(failure: unknown): string {
  const error = problemOf(failure);
  if (!error) return 'owned.cancel.failed';
  if (error.status === 0) return 'owned.cancel.network';
  if (error.code === ErrorCode.CANCELLATION_CLOSED) return 'owned.cancel.closed';
  if (error.code === ErrorCode.PAYMENT_UNAVAILABLE) return 'owned.cancel.unavailable';
  return 'owned.cancel.failed';
}

/**
 * "Annulla la prenotazione": offered while the course allows free cancellation and starts more than a
 * week ahead (the server says so, with the amount). A confirmation first says how much comes back.
 */
export function BookingCancellation({
  title,
  refund,
  onCancelled,
}: {
  title: string;
  refund: number;
  onCancelled: (result: CancelBookingResponse) => void;
}) {
  const { t, i18n } = useTranslation('commerce');
  const language = i18n.language;
  const cancel = useCancelBooking();
  const [asking, setAsking] = useState(false);
  const questionId = useId();

  if (!asking) {
    return (
      <button
        type="button"
        className="button button-secondary"
        aria-label={t('owned.cancel.buttonLabel', { title })}
        onClick={() => {
          cancel.reset();
          setAsking(true);
        }}
      >
        {t('owned.cancel.button')}
      </button>
    );
  }

  return (
    <fieldset className="booking-cancel" aria-labelledby={questionId}>
      <p id={questionId} className="booking-cancel__question">
        {t('owned.cancel.question', { title, amount: formatEuros(refund, language) })}
      </p>
      {cancel.isError && <Alert tone="error">{t(refusalKey(cancel.error))}</Alert>}
      <ConfirmActions
        className="booking-cancel__actions"
        pending={cancel.isPending}
        confirmLabel={cancel.isPending ? t('owned.cancel.pending') : t('owned.cancel.confirm')}
        onConfirm={() => cancel.mutate(title, { onSuccess: onCancelled })}
        backLabel={t('owned.cancel.keep')}
        onBack={() => setAsking(false)}
      />
    </fieldset>
  );
}
