import {
  type CheckoutItem,
  itemPath,
  type PaymentKind,
  SEAT_HOLD_WINDOW_HOURS,
  SEAT_HOLDS_PER_WINDOW,
  type TermsVersionRef,
} from '@cammini/contract';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Loading } from '../../../components/ui/loading';
import { useRefreshOwned } from '../../../lib/queries/owned-courses';
import { useFocusRescue } from '../../../lib/use-focus-rescue';
import { isSaleRefusal, type PaymentPhase, type SaleRefusal, usePaymentFlow } from '../hooks/use-payment-flow';
import { type BookingPayment, PaymentChoice } from './payment-choice';
import { PreContractInfo } from './pre-contract-info';
import { SumUpWidget } from './sumup-widget';
import { TermsConsent } from './terms-consent';
import { TestCardForm } from './test-card-form';
import { WithdrawalConsent } from './withdrawal-consent';

/** How long "Pagamento completato con successo" stays before the success page opens. */
export const SUCCESS_PAUSE_MS = 1500;

const failureText = {
  declined: 'widget.declined',
  unavailable: 'widget.unavailable',
  error: 'widget.genericFailure',
  soldOut: 'widget.soldOut',
  holdLimit: 'widget.holdLimit',
  coursePast: 'widget.coursePast',
  notForSale: 'widget.notForSale',
  nothingDue: 'widget.nothingDue',
  depositUnavailable: 'widget.depositUnavailable',
  termsChanged: 'widget.termsChanged',
} as const;

/** While a checkout is being opened or paid, the deposit-or-full choice stays as it is. */
const CHOICE_LOCKED: readonly PaymentPhase['name'][] = ['creating', 'confirming', 'paid', 'pending', 'refunded'];

/**
 * The block titled "Paga con Carta di Credito/Debito": the deposit-or-full choice for an in-person course
 * that offers a deposit, what the buyer must know before paying, the waiver for online courses and the
 * acceptance of the terms of sale, then the card form of the provider (SumUp's widget, or the test form)
 * once the server opened a checkout, and the outcome.
 */
export function CardPayment({
  item,
  email,
  payment,
  terms,
  onChoose,
  onAlreadyOwned,
  onTermsChanged,
}: {
  item: CheckoutItem;
  email: string;
  /** What this payment is for; left out when the course offers no choice. */
  payment?: PaymentKind;
  /** The terms of sale in force, which the buyer accepts here. */
  terms: TermsVersionRef;
  onChoose: (payment: BookingPayment) => void;
  onAlreadyOwned: () => void;
  /** The server has newer terms than the page showed: read the checkout again. */
  onTermsChanged: () => void;
}) {
  const { t } = useTranslation('commerce');
  const navigate = useNavigate();
  const refreshOwned = useRefreshOwned();
  const [consent, setConsent] = useState(false);
  const [termsAccepted, setTermsAccepted] = useState(false);
  const flow = usePaymentFlow({
    item,
    email,
    consent,
    terms: termsAccepted ? terms.version : null,
    payment,
    onAlreadyOwned,
  });
  const { phase } = flow;
  const needsConsent = item.kind === 'onlineCourse';
  const locked = phase.name !== 'idle' && !(phase.name === 'failed' && phase.reason === 'termsChanged');

  // Newer terms: the acceptance given was for a text the buyer no longer sees; they accept the new one.
  const termsChanged = useRef(onTermsChanged);
  termsChanged.current = onTermsChanged;
  useEffect(() => {
    if (phase.name !== 'failed' || phase.reason !== 'termsChanged') return;
    setTermsAccepted(false);
    termsChanged.current();
  }, [phase]);
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
      {item.choices.deposit !== null && (payment === 'full' || payment === 'deposit') && (
        <PaymentChoice
          item={item}
          deposit={item.choices.deposit}
          value={payment}
          locked={CHOICE_LOCKED.includes(phase.name)}
          onChange={onChoose}
        />
      )}
      <PreContractInfo item={item} payment={payment} />
      {needsConsent && (
        <WithdrawalConsent checked={consent} days={item.withdrawal.days} locked={locked} onChange={setConsent} />
      )}
      <TermsConsent
        version={terms.version}
        checked={termsAccepted}
        locked={locked}
        onChange={(accepted) => {
          setTermsAccepted(accepted);
          if (accepted && phase.name === 'failed' && phase.reason === 'termsChanged') flow.retry();
        }}
      />
      <PaymentStep
        phase={phase}
        flow={flow}
        item={item}
        waitingForConsent={!termsAccepted || (needsConsent && !consent)}
      />
    </section>
  );
}

function PaymentStep({
  phase,
  flow,
  item,
  waitingForConsent,
}: {
  phase: PaymentPhase;
  flow: ReturnType<typeof usePaymentFlow>;
  item: CheckoutItem;
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
      if (isSaleRefusal(phase.reason)) return <NotForSale reason={phase.reason} item={item} />;
      // The new terms are shown above; ticking the box again opens the checkout.
      if (phase.reason === 'termsChanged') return <Alert tone="info">{t(failureText.termsChanged)}</Alert>;
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
 * The way out of a refusal: the customer's area for a balance, the course's page for seats held too often
 * (its waiting list is there when it is full), or the list.
 */
function refusalWay(reason: SaleRefusal, item: CheckoutItem) {
  if (reason === 'nothingDue') return { to: '/utente', label: 'success.userArea' } as const;
  if (reason === 'holdLimit') return { to: itemPath.course(item.title), label: 'payment.toCourse' } as const;
  if (item.kind === 'onlineCourse') return { to: '/meditazione', label: 'payment.toOnlineCourses' } as const;
  return { to: '/corsi', label: 'payment.toCourses' } as const;
}

/**
 * The course cannot be bought now (sold out, past, archived, its seat held too often), or nothing is owed
 * on it: no retry, a way back instead.
 */
function NotForSale({ reason, item }: { reason: SaleRefusal; item: CheckoutItem }) {
  const { t } = useTranslation('commerce');
  const way = refusalWay(reason, item);
  return (
    <div className="card-payment__failed">
      <Alert tone="error">
        {t(failureText[reason], { times: SEAT_HOLDS_PER_WINDOW, hours: SEAT_HOLD_WINDOW_HOURS })}
      </Alert>
      <Link className="button button-secondary" to={way.to}>
        {t(way.label)}
      </Link>
    </div>
  );
}
