import type { CheckoutItem, PaymentKind, ProductKind } from '@cammini/contract';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Loading } from '../../../components/ui/loading';
import { useRefreshOwned } from '../../../lib/queries/owned-courses';
import { useFocusRescue } from '../../../lib/use-focus-rescue';
import { isSaleRefusal, type PaymentPhase, type SaleRefusal, usePaymentFlow } from '../hooks/use-payment-flow';
import { type BookingPayment, PaymentChoice } from './payment-choice';
import { SumUpWidget } from './sumup-widget';
import { TestCardForm } from './test-card-form';
import { WithdrawalConsent } from './withdrawal-consent';

/** How long "Pagamento completato con successo" stays before the success page opens. */
export const SUCCESS_PAUSE_MS = 1500;

const failureText = {
  declined: 'widget.declined',
  unavailable: 'widget.unavailable',
  error: 'widget.genericFailure',
  soldOut: 'widget.soldOut',
  coursePast: 'widget.coursePast',
  notForSale: 'widget.notForSale',
  nothingDue: 'widget.nothingDue',
  depositUnavailable: 'widget.depositUnavailable',
} as const;

/** While a checkout is being opened or paid, the deposit-or-full choice stays as it is. */
const CHOICE_LOCKED: readonly PaymentPhase['name'][] = ['creating', 'confirming', 'paid', 'pending', 'refunded'];

/**
 * The block titled "Paga con Carta di Credito/Debito": the consent for online courses or the
 * deposit-or-full choice for an in-person course that offers a deposit, then the card form of the provider (SumUp's widget, or the test form) once the server opened a checkout,
 * and the outcome.
 */
export function CardPayment({
  item,
  email,
  payment,
  onChoose,
  onAlreadyOwned,
}: {
  item: CheckoutItem;
  email: string;
  /** What this payment is for; left out when the course offers no choice. */
  payment?: PaymentKind;
  onChoose: (payment: BookingPayment) => void;
  onAlreadyOwned: () => void;
}) {
  const { t } = useTranslation('commerce');
  const navigate = useNavigate();
  const refreshOwned = useRefreshOwned();
  const [consent, setConsent] = useState(false);
  const flow = usePaymentFlow({ item, email, consent, payment, onAlreadyOwned });
  const { phase } = flow;
  const needsConsent = item.kind === 'onlineCourse';
  // Paying, failing and retrying each replace the button that was pressed.
  const heading = useFocusRescue<HTMLHeadingElement>(phase.name);

  useEffect(() => {
    if (phase.name !== 'paid') return;
    void refreshOwned();
    const timer = setTimeout(
      () => void navigate(`/success/?order=${encodeURIComponent(phase.order.id)}`),
      SUCCESS_PAUSE_MS,
    );
    return () => clearTimeout(timer);
  }, [phase, navigate, refreshOwned]);

  return (
    <section className="card card-payment" aria-labelledby="card-payment-title" aria-busy={phase.name === 'creating'}>
      <h2 id="card-payment-title" ref={heading}>
        {t('widget.title')}
      </h2>
      {needsConsent && <WithdrawalConsent checked={consent} locked={phase.name !== 'idle'} onChange={setConsent} />}
      {item.choices.deposit !== null && (payment === 'full' || payment === 'deposit') && (
        <PaymentChoice
          item={item}
          deposit={item.choices.deposit}
          value={payment}
          locked={CHOICE_LOCKED.includes(phase.name)}
          onChange={onChoose}
        />
      )}
      <PaymentStep phase={phase} flow={flow} kind={item.kind} waitingForConsent={needsConsent && !consent} />
    </section>
  );
}

function PaymentStep({
  phase,
  flow,
  kind,
  waitingForConsent,
}: {
  phase: PaymentPhase;
  flow: ReturnType<typeof usePaymentFlow>;
  kind: ProductKind;
  waitingForConsent: boolean;
}) {
  const { t } = useTranslation('commerce');
  switch (phase.name) {
    case 'idle':
      return waitingForConsent ? null : <Loading label={t('widget.loading')} />;
    case 'creating':
      return <Loading label={t('widget.loading')} />;
    case 'ready':
      return phase.checkout.provider === 'test' ? (
        <TestCardForm checkout={phase.checkout} onSettled={flow.settle} onError={flow.fail} />
      ) : (
        <SumUpWidget checkoutId={phase.checkout.id} onAttemptEnded={() => void flow.confirm(phase.checkout)} />
      );
    case 'confirming':
      return <Loading label={t('widget.checking')} />;
    case 'paid':
      return (
        <div className="card-payment__done">
          <Alert tone="success">
            <CheckCircle2 aria-hidden="true" size={18} /> {t('widget.success')}
          </Alert>
        </div>
      );
    case 'pending':
      return <Alert tone="info">{t('widget.stillPending')}</Alert>;
    case 'refunded':
      return <Alert tone="info">{t('success.soldOut')}</Alert>;
    case 'failed':
      if (isSaleRefusal(phase.reason)) return <NotForSale reason={phase.reason} kind={kind} />;
      return (
        <div className="card-payment__failed">
          <Alert tone="error">
            <strong>{t('widget.error')}</strong>
            <br />
            {t(failureText[phase.reason])}
          </Alert>
          <button type="button" className="button button-primary" onClick={flow.retry}>
            {t('widget.retry')}
          </button>
        </div>
      );
  }
}

/**
 * The course cannot be bought now (sold out, past, archived), or nothing is owed on it: no retry, a
 * way back to the list (or to the customer's area) instead.
 */
function NotForSale({ reason, kind }: { reason: SaleRefusal; kind: ProductKind }) {
  const { t } = useTranslation('commerce');
  const way =
    reason === 'nothingDue'
      ? { to: '/utente', label: t('success.userArea') }
      : kind === 'onlineCourse'
        ? { to: '/meditazione', label: t('payment.toOnlineCourses') }
        : { to: '/corsi', label: t('payment.toCourses') };
  return (
    <div className="card-payment__failed">
      <Alert tone="error">{t(failureText[reason])}</Alert>
      <Link className="button button-secondary" to={way.to}>
        {way.label}
      </Link>
    </div>
  );
}
