import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminTable } from '../../../components/admin/admin-table';
import { Alert } from '../../../components/ui/alert';
import { Loading } from '../../../components/ui/loading';
import { useDocuments } from '../api/documents';
import { DocumentPreviewDialog, type PreviewTarget } from './document-preview-dialog';
import { DocumentRow } from './document-row';

const DOCUMENT_COLUMNS = ['customer', 'status', 'files', 'actions'];

/** The Document Approvals table of /clienti, with its preview dialog. */
export function DocumentApprovals({ headingId }: { headingId: string }) {
  const { t } = useTranslation('admin-business');
  const documents = useDocuments();
  const [preview, setPreview] = useState<PreviewTarget | null>(null);

  let content: ReactNode;
  if (documents.isPending) content = <Loading label={t('documents.loading')} />;
  else if (documents.isError)
    content = (
      <Alert tone="error">
        <span>{t('documents.error')}</span>{' '}
        <button type="button" className="business-retry" onClick={() => void documents.refetch()}>
          {t('retry')}
        </button>
      </Alert>
    );
  else if (documents.data.length === 0) content = <p className="business-empty">{t('documents.empty')}</p>;
  else
    content = (
      <AdminTable
        label={t('documents.tableLabel')}
        columns={DOCUMENT_COLUMNS.map((column) => ({ label: t(`documents.columns.${column}`) }))}
      >
        {documents.data.map((document) => (
          <DocumentRow key={document.idDoc} document={document} onPreview={setPreview} />
        ))}
      </AdminTable>
    );

  return (
    <section className="business-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('documents.title')}</h2>
      {content}
      {preview && <DocumentPreviewDialog target={preview} onClose={() => setPreview(null)} />}
    </section>
  );
}
