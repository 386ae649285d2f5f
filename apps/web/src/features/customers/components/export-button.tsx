import type { CustomerRow } from '@cammini/contract';
import { FileSpreadsheet } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { customerSheetRows } from '../lib/customer-sheet';

/** Scarica Excel: clienti.xlsx is built in the browser from the list on screen. */
export function ExportButton({ rows, disabled = false }: { rows: CustomerRow[]; disabled?: boolean }) {
  const { t } = useTranslation('admin-business');
  const [state, setState] = useState<'idle' | 'working' | 'failed'>('idle');

  const download = async () => {
    setState('working');
    try {
      // The spreadsheet writer is its own chunk, loaded only on this click.
      const { downloadCustomerSheet } = await import('../lib/export-customers');
      const headers = {
        name: t('customers.columns.name'),
        surname: t('customers.columns.surname'),
        email: t('customers.columns.email'),
        phone: t('customers.columns.phone'),
        course: t('customers.columns.course'),
        coursePrice: t('customers.columns.coursePrice'),
        meditation: t('customers.columns.meditation'),
        meditationPrice: t('customers.columns.meditationPrice'),
      };
      await downloadCustomerSheet(customerSheetRows(rows, headers));
      setState('idle');
    } catch {
      setState('failed');
    }
  };

  return (
    <div className="business-export">
      <button
        type="button"
        className="button button-primary"
        onClick={() => void download()}
        disabled={disabled || state === 'working'}
      >
        <FileSpreadsheet aria-hidden="true" size={18} />
        {state === 'working' ? t('customers.exporting') : t('customers.export')}
      </button>
      {state === 'failed' && <Alert tone="error">{t('customers.exportError')}</Alert>}
    </div>
  );
}
