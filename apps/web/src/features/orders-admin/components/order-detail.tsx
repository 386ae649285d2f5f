import { type AdminOrderDetail, orderState, termsOfSalePath } from '@cammini/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminTable } from '../../../components/admin/admin-table';
import { formatDateTime, formatEuros, formatLongDate, formatShortDateTime } from '../../../lib/format';
import { CustomerErasure } from './customer-erasure';
import { RefundForm } from './refund-form';

/** The columns of the payments and of the credits, named by their `detail.*` texts. */
const PAYMENT_COLUMNS = ['createdAt', 'payment', 'amount', 'status', 'paidAt'];
const CREDIT_COLUMNS = ['beneficiary', 'kind', 'amount', 'createdAt', 'availableAt'];

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="order-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/**
 * The order's page: what was bought and paid, refunds, the waiver, the receipt, the credits, the refund
 * form and the erasure of the buyer's account.
 */
export function OrderDetail({ order }: { order: AdminOrderDetail }) {
  const { t, i18n } = useTranslation('admin-orders');
  const language = i18n.language;
  const when = (value: string | null) => (value ? formatDateTime(value, language) : t('detail.notPaid'));
  const detailColumns = (names: string[]) =>
    names.map((name) => ({ label: t(`detail.${name}`), numeric: name === 'amount' }));

  return (
    <div className="order-sections">
      <Section id="order-summary" title={t('detail.summary')}>
        <dl className="order-facts">
          <Fact label={t('detail.customer')}>
            {order.customer.name} {order.customer.surname}
            {order.customer.deleted ? (
              <span className="business-table__sub">({t('detail.customerDeleted')})</span>
            ) : (
              <span className="business-table__sub business-table__email">{order.customer.email}</span>
            )}
          </Fact>
          <Fact label={t('detail.course')}>{order.title}</Fact>
          <Fact label={t('detail.kind')}>{t(`kind.${order.kind}`)}</Fact>
          <Fact label={t('detail.payment')}>{t(`payment.${order.payment}`)}</Fact>
          <Fact label={t('detail.status')}>
            <span className="status-badge" data-status={orderState(order)}>
              {t(`statuses.${orderState(order)}`)}
            </span>
          </Fact>
          <Fact label={t('detail.amount')}>{formatEuros(order.amount, language)}</Fact>
          <Fact label={t('detail.refunded')}>{formatEuros(order.refunded, language)}</Fact>
          {order.payment === 'deposit' && (
            <Fact label={t('detail.balanceDue')}>
              {order.balancePaidOnSite ? t('detail.balancePaidOnSite') : formatEuros(order.balanceDue, language)}
            </Fact>
          )}
          <Fact label={t('detail.createdAt')}>{formatDateTime(order.createdAt, language)}</Fact>
          <Fact label={t('detail.paidAt')}>{when(order.paidAt)}</Fact>
          <Fact label={t('detail.number')}>{order.number ?? '—'}</Fact>
          <Fact label={t('detail.internalId')}>
            <code>{order.id}</code>
          </Fact>
        </dl>
      </Section>

      <Section id="order-refund" title={t('refund.title')}>
        <RefundForm order={order} />
      </Section>

      <Section id="order-payments" title={t('detail.payments')}>
        <p className="field-hint">{t('detail.paymentsHint')}</p>
        <AdminTable columns={detailColumns(PAYMENT_COLUMNS)}>
          {order.payments.map((payment) => (
            <tr key={payment.id} aria-current={payment.id === order.id ? 'true' : undefined}>
              <td data-label={t('detail.createdAt')}>
                {payment.id === order.id ? (
                  <>
                    {formatShortDateTime(payment.createdAt, language)}{' '}
                    <span className="business-table__sub">({t('detail.thisOrder')})</span>
                  </>
                ) : (
                  <Link to={`/ordini/${payment.id}`}>{formatShortDateTime(payment.createdAt, language)}</Link>
                )}
              </td>
              <td data-label={t('detail.payment')}>{t(`payment.${payment.payment}`)}</td>
              <td className="numeric" data-label={t('detail.amount')}>
                {formatEuros(payment.amount, language)}
              </td>
              <td data-label={t('detail.status')}>{t(`statuses.${orderState(payment)}`)}</td>
              <td data-label={t('detail.paidAt')}>
                {payment.paidAt ? formatShortDateTime(payment.paidAt, language) : '—'}
              </td>
            </tr>
          ))}
        </AdminTable>
      </Section>

      <Section id="order-refunds" title={t('detail.refunds')}>
        {order.refunds.length === 0 ? (
          <p className="business-empty">{t('detail.noRefunds')}</p>
        ) : (
          <ul className="order-list">
            {order.refunds.map((refund) => (
              <li key={refund.id}>
                <strong>{formatEuros(refund.amount, language)}</strong> · {formatDateTime(refund.createdAt, language)} ·{' '}
                {t(`detail.refundBy.${refund.requestedBy}`)}
                <span className="business-table__sub">
                  {t('detail.reference')}: {refund.reference}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>

      {order.withdrawal && (
        <Section id="order-withdrawal" title={t('detail.withdrawal.title')}>
          {order.withdrawal.status === 'review' && (
            <p className="alert alert-error" role="status">
              {t('detail.withdrawal.needsYou', {
                date: formatLongDate(order.withdrawal.refundDueAt, language),
                amount: formatEuros(order.withdrawal.refund - order.withdrawal.refunded, language),
              })}
            </p>
          )}
          <dl className="order-facts">
            <Fact label={t('detail.withdrawal.receivedAt')}>
              {formatDateTime(order.withdrawal.receivedAt, language)}
            </Fact>
            <Fact label={t('detail.withdrawal.channel')}>
              {order.withdrawal.channel === 'form'
                ? t('detail.withdrawal.byForm', { name: order.withdrawal.statedName ?? '—' })
                : t('detail.withdrawal.byAccount')}
            </Fact>
            <Fact label={t('detail.withdrawal.status')}>
              {t(`detail.withdrawal.states.${order.withdrawal.status}`)}
            </Fact>
            <Fact label={t('detail.withdrawal.refund')}>{formatEuros(order.withdrawal.refund, language)}</Fact>
            <Fact label={t('detail.withdrawal.dueBy')}>{formatLongDate(order.withdrawal.refundDueAt, language)}</Fact>
          </dl>
        </Section>
      )}

      <Section id="order-terms" title={t('detail.terms')}>
        <p>
          {order.termsVersion !== null && order.termsAcceptedAt ? (
            <>
              {t('detail.termsAccepted', {
                version: order.termsVersion,
                date: formatDateTime(order.termsAcceptedAt, language),
              })}{' '}
              <Link to={termsOfSalePath(order.termsVersion)}>{t('detail.termsRead')}</Link>
            </>
          ) : (
            t('detail.termsNone')
          )}
        </p>
      </Section>

      <Section id="order-waiver" title={t('detail.waiver')}>
        <p>
          {order.withdrawalWaiverAt
            ? t('detail.waiverGiven', { date: formatDateTime(order.withdrawalWaiverAt, language) })
            : t('detail.waiverNone')}
        </p>
      </Section>

      <Section id="order-receipt" title={t('detail.receipt')}>
        {order.receipt ? (
          <div className="order-receipt">
            <p>
              <strong>{order.receipt.subject}</strong>
              <span className="business-table__sub">
                {t('detail.receiptTo', {
                  to: order.receipt.to,
                  date: formatDateTime(order.receipt.sentAt ?? order.receipt.createdAt, language),
                })}{' '}
                ({t(`detail.receiptStatus.${order.receipt.status}`)})
              </span>
            </p>
            {order.receipt.text ? (
              <details>
                <summary>{t('detail.receiptShow')}</summary>
                <pre>{order.receipt.text}</pre>
              </details>
            ) : (
              <p className="field-hint">{t('detail.receiptCleared')}</p>
            )}
          </div>
        ) : (
          <p className="business-empty">{t('detail.receiptNone')}</p>
        )}
      </Section>

      <Section id="order-credits" title={t('detail.credits')}>
        {order.credits.length === 0 ? (
          <p className="business-empty">{t('detail.noCredits')}</p>
        ) : (
          <AdminTable columns={detailColumns(CREDIT_COLUMNS)}>
            {order.credits.map((credit) => (
              <tr key={credit.id}>
                <td data-label={t('detail.beneficiary')}>
                  {credit.beneficiary.name} {credit.beneficiary.surname}
                  <span className="business-table__sub business-table__email">{credit.beneficiary.email}</span>
                </td>
                <td data-label={t('detail.kind')}>{t(`detail.creditKind.${credit.kind}`)}</td>
                <td className="numeric" data-label={t('detail.amount')}>
                  {formatEuros(credit.amount, language)}
                </td>
                <td data-label={t('detail.createdAt')}>{formatShortDateTime(credit.createdAt, language)}</td>
                <td data-label={t('detail.availableAt')}>
                  {credit.amount > 0 ? formatShortDateTime(credit.availableAt, language) : '—'}
                </td>
              </tr>
            ))}
          </AdminTable>
        )}
      </Section>

      <Section id="order-customer-account" title={t('erasure.title')}>
        <CustomerErasure customer={order.customer} />
      </Section>
    </div>
  );
}
