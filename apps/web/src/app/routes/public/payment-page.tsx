import {
  type CheckoutItemResponse,
  type PaymentKind,
  PRODUCT_KINDS,
  type ProductKind,
  titleToSlug,
} from '@cammini/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { BackButton } from '../../../components/content/back-button';
import { CourseDetailStates } from '../../../components/content/course-detail-states';
import { useCheckoutItem } from '../../../features/checkout/api/checkout-item';
import { CardPayment } from '../../../features/checkout/components/card-payment';
import { OrderSummary } from '../../../features/checkout/components/order-summary';
import type { BookingPayment } from '../../../features/checkout/components/payment-choice';
import { problemOf } from '../../../lib/forms/problem-of';
import { useSession } from '../../../lib/session/session-store';
import { usePageTitle } from '../../../lib/use-page-title';
import '../../../styles/commerce.css';
import '../../../styles/courses.css';

const kindOf = (value: string | null): ProductKind | undefined => PRODUCT_KINDS.find((kind) => kind === value);

/**
 * What this payment is for: the balance when one is due (or asked for with `?payment=balance`, from
 * the customer's area), the customer's choice when the course offers a deposit, else nothing to
 * send (the server takes the full price).
 */
function paymentFor(
  { item }: CheckoutItemResponse,
  balanceAsked: boolean,
  choice: BookingPayment,
): PaymentKind | undefined {
  if (balanceAsked || item.choices.balanceDue !== null) return 'balance';
  return item.choices.deposit !== null ? choice : undefined;
}

/** /payment/{title}: the order summary and the card payment; buying needs a login. */
export default function PaymentPage() {
  const { t } = useTranslation('commerce');
  const { title = '' } = useParams();
  const [search] = useSearchParams();
  const kind = kindOf(search.get('kind'));
  const { user } = useSession();
  const item = useCheckoutItem(title, kind);
  const [choice, setChoice] = useState<BookingPayment>('full');
  const balanceAsked = search.get('payment') === 'balance';
  usePageTitle(t('payment.pageTitle'));

  if (!user) return <LoginToBuy />;
  const notFound = problemOf(item.error)?.status === 404;

  return (
    <section className="page container checkout-page">
      <BackButton label={t('payment.back')} fallback={kind === 'onlineCourse' ? '/meditazione' : '/corsi'} />
      <header className="content-header">
        <h1>{t('payment.title')}</h1>
        <p className="lead">{t('payment.lead')}</p>
      </header>
      <CourseDetailStates
        query={item}
        notFound={notFound}
        listPath={kind === 'onlineCourse' ? '/meditazione' : '/corsi'}
        labels={{
          notFound: t('payment.notFound'),
          notFoundText: t('payment.notFoundText'),
          toList: t('payment.toCourses'),
        }}
      >
        {(data) => {
          const payment = paymentFor(data, balanceAsked, choice);
          // An owner with a balance due still has a payment to make; one with nothing due has none.
          return data.owned && (payment !== 'balance' || data.item.choices.balanceDue === null) ? (
            <div className="card content-state">
              <p className="checkout-owned">{t('payment.owned')}</p>
              <p>{t('payment.ownedText')}</p>
              <Link className="button button-primary" to={data.item.link}>
                {t('payment.open')}
              </Link>
            </div>
          ) : (
            <div className="checkout-grid">
              <OrderSummary item={data.item} payment={payment} />
              <CardPayment
                item={data.item}
                email={user.email}
                payment={payment}
                terms={data.terms}
                onChoose={setChoice}
                onAlreadyOwned={() => void item.refetch()}
                onTermsChanged={() => void item.refetch()}
              />
            </div>
          );
        }}
      </CourseDetailStates>
      <p className="checkout-cancel">
        <Link to={`/cancel/?corso=${titleToSlug(title)}${kind ? `&kind=${kind}` : ''}`}>{t('payment.cancel')}</Link>
      </p>
    </section>
  );
}

/** A visitor is asked to log in (and comes back here after). */
function LoginToBuy() {
  const { t } = useTranslation('commerce');
  const location = useLocation();
  return (
    <section className="page container checkout-page">
      <div className="card content-state">
        <h1>{t('payment.loginTitle')}</h1>
        <p>{t('payment.loginText')}</p>
        <div className="links-row">
          <Link className="button button-primary" to="/login" state={{ from: location.pathname + location.search }}>
            {t('payment.login')}
          </Link>
          <Link className="button button-secondary" to="/signin">
            {t('payment.signin')}
          </Link>
        </div>
      </div>
    </section>
  );
}
