import { FileSpreadsheet } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../components/admin/pager';
import { Alert } from '../../../components/ui/alert';
import { Loading } from '../../../components/ui/loading';
import { downloadOrders, type OrderFilters as Filters, useOrders } from '../api/orders';
import { OrderFilters } from './order-filters';
import { OrderTable } from './order-table';
import '../orders-admin.css';

/** /ordini: the filters, the export of what they find, the table and its pages. */
export function OrderList({ filters, onChange }: { filters: Filters; onChange: (next: Filters) => void }) {
  const { t, i18n } = useTranslation('admin-orders');
  const orders = useOrders(filters);
  const [exporting, setExporting] = useState<'idle' | 'working' | 'failed'>('idle');
  const { page, ...criteria } = filters;
  const filtered = Object.values(criteria).some((value) => value !== '');

  const exportOrders = async () => {
    setExporting('working');
    try {
      await downloadOrders(criteria, i18n.language);
      setExporting('idle');
    } catch {
      setExporting('failed');
    }
  };

  return (
    <div className="business-section">
      <OrderFilters value={criteria} onChange={(next) => onChange({ ...next, page: 1 })} />
      <div className="business-toolbar">
        <div className="business-export">
          <button
            type="button"
            className="button button-primary"
            onClick={() => void exportOrders()}
            disabled={exporting === 'working' || !orders.isSuccess || orders.data.total === 0}
          >
            <FileSpreadsheet aria-hidden="true" size={18} />
            {exporting === 'working' ? t('exporting') : t('export')}
          </button>
          {exporting === 'failed' && <Alert tone="error">{t('exportError')}</Alert>}
        </div>
        {orders.isSuccess && orders.data.total > 0 && (
          <p className="business-count">{t('count', { count: orders.data.total })}</p>
        )}
      </div>
      {orders.isPending ? (
        <Loading label={t('loading')} />
      ) : orders.isError ? (
        <Alert tone="error">
          <span>{t('error')}</span>{' '}
          <button type="button" className="business-retry" onClick={() => void orders.refetch()}>
            {t('retry')}
          </button>
        </Alert>
      ) : orders.data.rows.length === 0 ? (
        <p className="business-empty">{filtered || page > 1 ? t('emptyFiltered') : t('empty')}</p>
      ) : (
        <div aria-busy={orders.isPlaceholderData}>
          <OrderTable rows={orders.data.rows} />
          <Pager
            page={page}
            pageCount={orders.data.pageCount}
            onPage={(next) => onChange({ ...filters, page: next })}
            labels={{
              nav: t('pager.label'),
              previous: t('pager.previous'),
              next: t('pager.next'),
              position: t('pager.position', { page, count: orders.data.pageCount }),
            }}
          />
        </div>
      )}
    </div>
  );
}
