import { X } from 'lucide-react';
import { type MouseEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Loading } from '../../../components/ui/loading';
import { fetchDocumentFile } from '../api/document-file';
import { DeclaredIdentity, type DeclaredIdentityValues } from './declared-identity';

export interface PreviewTarget {
  /** The authorized API address of one side of a document. */
  path: string;
  label: string;
  /** What the customer declared, shown beside the picture to be checked against it. */
  identity: DeclaredIdentityValues;
}

type FileState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; url: string; type: string };

/**
 * Fetches the file with the private token and shows it from a blob URL, revoked when the dialog
 * goes: an identity document never gets an address anyone else could open.
 */
function useDocumentBlob(path: string): FileState {
  const [state, setState] = useState<FileState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    let url: string | undefined;
    setState({ status: 'loading' });
    fetchDocumentFile(path, controller.signal)
      .then((blob) => {
        url = URL.createObjectURL(blob);
        setState({ status: 'ready', url, type: blob.type });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'error' });
      });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [path]);
  return state;
}

function PreviewBody({ file, label }: { file: FileState; label: string }) {
  const { t } = useTranslation('admin-business');
  if (file.status === 'loading') return <Loading label={t('documents.preview.loading')} />;
  if (file.status === 'error') return <Alert tone="error">{t('documents.preview.error')}</Alert>;
  if (file.type.startsWith('image/')) return <img className="document-preview__image" src={file.url} alt={label} />;
  // The site's CSP keeps blob: out of frames, so a PDF opens in the browser's own viewer.
  if (file.type === 'application/pdf')
    return (
      <p className="document-preview__note">
        {t('documents.preview.pdf')}{' '}
        <a href={file.url} target="_blank" rel="noopener noreferrer">
          {t('documents.preview.openPdf')}
        </a>
      </p>
    );
  return (
    <p className="document-preview__note">
      {t('documents.preview.other')}{' '}
      <a href={file.url} download>
        {t('documents.preview.download')}
      </a>
    </p>
  );
}

/**
 * The native modal dialog: focus moves into it, Escape, the Close button or a click on the
 * backdrop close it, and focus returns to the button that opened it.
 */
export function DocumentPreviewDialog({ target, onClose }: { target: PreviewTarget; onClose: () => void }) {
  const { t } = useTranslation('admin-business');
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const file = useDocumentBlob(target.path);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    closeButton.current?.focus();
    return () => {
      if (element?.open) element.close();
      opener?.focus();
    };
  }, []);

  // The dialog's own box is padding-free, so a click that lands on the dialog itself is on the backdrop.
  const onBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) dialog.current?.close();
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape already closes a native modal dialog
    <dialog
      ref={dialog}
      className="modal-dialog document-preview"
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={onBackdrop}
    >
      <div className="modal-dialog__body">
        <header className="document-preview__header">
          <h2 id={titleId}>{target.label}</h2>
          <button
            type="button"
            className="button button-secondary"
            ref={closeButton}
            onClick={() => dialog.current?.close()}
          >
            <X aria-hidden="true" size={18} />
            {t('documents.preview.close')}
          </button>
        </header>
        <div className="document-preview__content">
          <div className="document-preview__body">
            <PreviewBody file={file} label={target.label} />
          </div>
          <DeclaredIdentity identity={target.identity} className="document-preview__identity" />
        </div>
      </div>
    </dialog>
  );
}
