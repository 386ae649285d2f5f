import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../components/admin/pager';
import { SearchBox } from '../../../components/admin/search-box';
import { Alert } from '../../../components/ui/alert';
import { Loading } from '../../../components/ui/loading';
import { useCustomerPage } from '../api/get-customers';
import { CustomerTable } from './customer-table';
import { ExportButton } from './export-button';

/**
 * The search, the Scarica Excel button and the customer table by pages of 50, with their states.
 *
 * Hand-written state: the search box is the list's query, not data to save.
 */
export function CustomerList() {
  const { t } = useTranslation('admin-business');
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState({ q: '', page: 1 });
  const customers = useCustomerPage(query.q, query.page);
  const data = customers.data;

  const search = (event: FormEvent) => {
    event.preventDefault();
    setQuery({ q: typed.trim(), page: 1 });
  };

  return (
    <div className="business-section">
      <form className="customers-search" onSubmit={search}>
        <SearchBox
          id="customers-q"
          texts={{
            label: t('customers.searchLabel'),
            placeholder: t('customers.searchHint'),
            button: t('customers.search'),
          }}
          state={[typed, setTyped]}
          rowClassName="customers-search__row"
        />
        {query.q !== '' && (
          <button
            type="button"
            className="button button-ghost"
            onClick={() => {
              setTyped('');
              setQuery({ q: '', page: 1 });
            }}
          >
            {t('customers.clearSearch')}
          </button>
        )}
      </form>
      <div className="business-toolbar">
        <ExportButton disabled={!customers.isSuccess} />
        {data && data.total > 0 && <p className="business-count">{t('customers.count', { count: data.total })}</p>}
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
      ) : customers.data.rows.length === 0 ? (
        <p className="business-empty">{query.q ? t('customers.emptyFiltered') : t('customers.empty')}</p>
      ) : (
        <div aria-busy={customers.isPlaceholderData}>
          <CustomerTable rows={customers.data.rows} />
          <Pager
            page={query.page}
            pageCount={customers.data.pageCount}
            onPage={(page) => setQuery({ ...query, page })}
            labels={{
              nav: t('customers.pagerLabel'),
              previous: t('customers.previous'),
              next: t('customers.next'),
              position: t('customers.position', { page: query.page, count: customers.data.pageCount }),
            }}
          />
        </div>
      )}
    </div>
  );
}
