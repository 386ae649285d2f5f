import type { OrderSummary } from '@cammini/contract';
import { CheckCircle2, Receipt, RotateCcw, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Loading } from '../../../components/ui/loading';
import { useOrder } from '../../../features/checkout/api/order';
import { PaymentResult } from '../../../features/checkout/components/payment-result';
import { formatEuros, formatLongDate } from '../../../lib/format';
import { usePageTitle } from '../../../lib/use-page-title';
import '../../../styles/commerce.css';
import '../../../styles/courses.css';

/** Paid but not enrolled: a second payment for a course owned already, or one after its places ran out. */
const REFUNDED: readonly OrderSummary['status'][] = ['duplicate', 'soldOut', 'refunded'];
const FAILED: readonly OrderSummary['status'][] = ['failed', 'cancelled'];

type Outcome = 'checking' | 'unknown' | 'paid' | 'pending' | 'failed' | 'refunded';

function outcomeOf(order: OrderSummary | undefined, loading: boolean): Outcome {
  if (loading) return 'checking';
  if (!order) return 'unknown';
  if (REFUNDED.includes(order.status)) return 'refunded';
  if (FAILED.includes(order.status)) return 'failed';
  return order.status === 'paid' ? 'paid' : 'pending';
}

const ICONS: Record<Outcome, ReactNode> = {
  checking: <Receipt size={36} />,
  unknown: <Receipt size={36} />,
  paid: <CheckCircle2 size={36} />,
  pending: <Receipt size={36} />,
  failed: <XCircle size={36} />,
  refunded: <RotateCcw size={36} />,
};

/**
 * /success/: what became of the order named by `?order=`: thanks, what was bought and the way to it;
 * a payment still being confirmed, failed or refunded says so. Without an order it claims no payment.
 */
export default function PaymentSuccessPage() {
  const { t } = useTranslation('commerce');
  usePageTitle(t('success.pageTitle'));
  const [search] = useSearchParams();
  const order = useOrder(search.get('order'));
  const outcome = outcomeOf(order.data?.order, order.isLoading);
  const link = outcome === 'paid' ? order.data?.order.link : null;

  return (
    <PaymentResult
      icon={ICONS[outcome]}
      success={outcome === 'paid'}
      title={t(`success.titles.${outcome}`)}
      primary={link ? { to: link, label: t('success.openCourse') } : null}
      secondary={{ to: '/utente', label: t('success.userArea') }}
      homeLabel={t('success.home')}
    >
      {outcome === 'checking' ? (
        <Loading label={t('success.loading')} />
      ) : order.data ? (
        <PurchasedOrder order={order.data.order} />
      ) : (
        <p>{t('success.noOrder')}</p>
      )}
    </PaymentResult>
  );
}

function PurchasedOrder({ order }: { order: OrderSummary }) {
  const { t, i18n } = useTranslation('commerce');
  const language = i18n.language;
  if (order.status === 'failed' || order.status === 'cancelled')
    return <Alert tone="error">{t('success.failed')}</Alert>;
  if (order.status === 'duplicate') return <Alert tone="info">{t('success.duplicate')}</Alert>;
  if (order.status === 'soldOut') return <Alert tone="info">{t('success.soldOut')}</Alert>;
  if (order.status === 'refunded') return <Alert tone="info">{t('success.refunded')}</Alert>;
  return (
    <>
      {order.status === 'paid' ? <p>{t('success.text')}</p> : <Alert tone="info">{t('success.pending')}</Alert>}
      {order.status === 'paid' && <PaidPart order={order} />}
      <dl className="payment-result__facts">
        <div>
          <dt>{t('success.bought')}</dt>
          <dd>
            <strong>{order.title}</strong> <span className="content-muted">· {t(`payment.kind.${order.kind}`)}</span>
          </dd>
        </div>
        <div>
          <dt>{t('success.amount')}</dt>
          <dd>{formatEuros(order.amount, language)}</dd>
        </div>
        {order.paidAt && (
          <div>
            <dt>{t('success.paidAt')}</dt>
            <dd>{formatLongDate(order.paidAt, i18n.language)}</dd>
          </div>
        )}
        <div>
          <dt>{t('success.order')}</dt>
          <dd className="payment-result__order-id">{order.number ?? order.id}</dd>
        </div>
      </dl>
      {order.withdrawalWaiverAt && <p className="field-hint">{t('success.waiver')}</p>}
    </>
  );
}

/** A deposit leaves the balance to pay before the start; the balance completes the course's price. */
function PaidPart({ order }: { order: OrderSummary }) {
  const { t, i18n } = useTranslation('commerce');
  const language = i18n.language;
  if (order.payment === 'deposit' && order.balanceDue > 0)
    return <Alert tone="info">{t('success.depositPaid', { amount: formatEuros(order.balanceDue, language) })}</Alert>;
  if (order.payment === 'balance') return <Alert tone="success">{t('success.balancePaid')}</Alert>;
  return null;
}
