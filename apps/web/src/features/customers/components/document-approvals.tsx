import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Loading } from '../../../components/ui/loading';
import { useDocuments } from '../api/documents';
import { DocumentPreviewDialog, type PreviewTarget } from './document-preview-dialog';
import { DocumentRow } from './document-row';

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
      // biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable region must be reachable by keyboard
      <section className="admin-table-wrap" aria-label={t('documents.tableLabel')} tabIndex={0}>
        <table className="admin-table business-table business-table--stack">
          <thead>
            <tr>
              <th scope="col">{t('documents.columns.customer')}</th>
              <th scope="col">{t('documents.columns.status')}</th>
              <th scope="col">{t('documents.columns.files')}</th>
              <th scope="col">{t('documents.columns.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {documents.data.map((document) => (
              <DocumentRow key={document.idDoc} document={document} onPreview={setPreview} />
            ))}
          </tbody>
        </table>
      </section>
    );

  return (
    <section className="business-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('documents.title')}</h2>
      {content}
      {preview && <DocumentPreviewDialog target={preview} onClose={() => setPreview(null)} />}
    </section>
  );
}
