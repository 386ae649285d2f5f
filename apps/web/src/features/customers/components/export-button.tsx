import { FileSpreadsheet } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { downloadCustomers } from '../api/get-customers';

/** Scarica Excel: clienti.xlsx of the whole table, written by the server (never built in the tab). */
export function ExportButton({ disabled = false }: { disabled?: boolean }) {
  const { t, i18n } = useTranslation('admin-business');
  const [state, setState] = useState<'idle' | 'working' | 'failed'>('idle');

  const download = async () => {
    setState('working');
    try {
      await downloadCustomers(i18n.language);
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
