import type { AdminOrderDetail } from '@cammini/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { failed, saved, useAdminSave } from '../../../lib/admin/use-admin-save';
import { codeAmong } from '../../../lib/forms/problem-of';
import { useDeleteCustomer } from '../api/delete-customer';
import { ConfirmStep } from './confirm-step';

const KNOWN_REFUSALS = ['BALANCE_NOT_WITHDRAWN', 'WITHDRAWAL_OPEN', 'FORBIDDEN', 'NOT_FOUND'];

/**
 * Erasing the buyer's account on their written request, from the order's page: a button, then a
 * confirmation saying what goes and what the law keeps. The server refuses while money is owed.
 */
export function CustomerErasure({ customer }: { customer: AdminOrderDetail['customer'] }) {
  const { t } = useTranslation('admin-orders');
  const erase = useDeleteCustomer();
  const save = useAdminSave();
  const [asked, setAsked] = useState(false);
  const name = `${customer.name} ${customer.surname}`;

  if (customer.deleted) return <p className="business-empty">{t('erasure.deleted')}</p>;
  if (save.outcome?.tone === 'success') return <Alert tone="success">{save.outcome.text}</Alert>;

  const refusalText = (error: unknown) => {
    const code = codeAmong(error, KNOWN_REFUSALS);
    return t(code ? `erasure.errors.${code}` : 'erasure.errors.generic');
  };
  const erasing = () => {
    save.begin();
    erase.mutate(customer.id, {
      onSuccess: () => save.settle(saved(t('erasure.done', { name }))),
      onError: (error) => save.settle(failed(refusalText(error))),
    });
  };

  return (
    <div className="refund-form">
      <p className="field-hint">{t('erasure.hint')}</p>
      {asked ? (
        <ConfirmStep
          id="erasure-confirm-title"
          title={t('erasure.confirmTitle', { name })}
          confirmLabel={t('erasure.confirm')}
          workingLabel={t('erasure.working')}
          cancelLabel={t('erasure.cancel')}
          pending={erase.isPending}
          onConfirm={erasing}
          onCancel={() => {
            setAsked(false);
            save.begin();
          }}
        >
          <p>{t('erasure.confirmText')}</p>
        </ConfirmStep>
      ) : (
        <div className="refund-form__actions">
          <button type="button" className="button button-secondary" onClick={() => setAsked(true)}>
            {t('erasure.submit')}
          </button>
        </div>
      )}
      {save.outcome && <Alert tone="error">{save.outcome.text}</Alert>}
    </div>
  );
}
