import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Loading } from '../../../components/ui/loading';
import { useCustomers } from '../api/get-customers';
import { CustomerTable } from './customer-table';
import { ExportButton } from './export-button';

/** The Scarica Excel button and the customer table, with their loading, error and empty states. */
export function CustomerList() {
  const { t } = useTranslation('admin-business');
  const customers = useCustomers();
  const rows = customers.data ?? [];

  return (
    <div className="business-section">
      <div className="business-toolbar">
        <ExportButton rows={rows} disabled={!customers.isSuccess} />
        {customers.isSuccess && rows.length > 0 && (
          <p className="business-count">{t('customers.count', { count: rows.length })}</p>
        )}
      </div>
      {customers.isPending ? (
        <Loading label={t('customers.loading')} />
      ) : customers.isError ? (
        <Alert tone="error">
          <span>{t('customers.error')}</span>{' '}
          <button type="button" className="business-retry" onClick={() => void customers.refetch()}>
            {t('retry')}
          </button>
        </Alert>
      ) : rows.length === 0 ? (
        <p className="business-empty">{t('customers.empty')}</p>
      ) : (
        <CustomerTable rows={rows} />
      )}
    </div>
  );
}
