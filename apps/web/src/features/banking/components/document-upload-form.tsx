import { ErrorCode } from '@cammini/contract';
import { FileCheck2, Upload } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { FieldError } from '../../../components/ui/field';
import { lostSessionKey } from '../../../lib/forms/lost-access';
import { problemOf } from '../../../lib/forms/problem-of';
import { useUploadDocuments } from '../api/upload-documents';
import {
  DOCUMENT_ACCEPT,
  DOCUMENT_MAX_MEGABYTES,
  DOCUMENT_SIDES,
  type DocumentSide,
  documentFileProblem,
  formatFileSize,
} from '../forms/document-file';

type Sides<T> = Record<DocumentSide, T>;
const noFiles: Sides<File | null> = { front: null, back: null };
const noErrors: Sides<string | null> = { front: null, back: null };

/** Keys of the texts for a refused or failed upload, and a detail where we know the cause. */
function failureKeys(failure: unknown): { message: string; detail?: string } {
  const base = 'userArea.banking.documents';
  const error = problemOf(failure);
  if (!error || error.status === 0 || error.status >= 500) {
    return { message: `${base}.unexpectedError` };
  }
  if (error.code === ErrorCode.DOCUMENTS_ALREADY_VERIFIED) return { message: `${base}.alreadyVerified` };
  const lost = lostSessionKey(error);
  if (lost) return { message: lost };
  if (error.code === ErrorCode.PAYLOAD_TOO_LARGE)
    return { message: `${base}.uploadError`, detail: `${base}.tooLargeServer` };
  if (error.code === ErrorCode.UNSUPPORTED_MEDIA_TYPE) {
    return { message: `${base}.uploadError`, detail: `${base}.wrongTypeServer` };
  }
  return { message: `${base}.uploadError` };
}

interface FileFieldProps {
  id: string;
  side: DocumentSide;
  file: File | null;
  error: string | null;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

function DocumentFileField({ id, side, file, error, onChange }: FileFieldProps) {
  const { t, i18n } = useTranslation('accounts');
  const describedBy = [`${id}-hint`, file ? `${id}-chosen` : null, error ? `${id}-error` : null].filter(Boolean);
  return (
    <div className="field document-file" data-invalid={Boolean(error)}>
      <label htmlFor={id}>{t(`userArea.banking.documents.${side}`)}</label>
      <input
        id={id}
        type="file"
        accept={DOCUMENT_ACCEPT}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy.join(' ')}
        onChange={onChange}
      />
      {file && (
        <span id={`${id}-chosen`} className="document-file__chosen">
          <FileCheck2 aria-hidden="true" size={16} />
          {t('userArea.banking.documents.chosen', { name: file.name, size: formatFileSize(file.size, i18n.language) })}
        </span>
      )}
      <span id={`${id}-hint`} className="field-hint">
        {t('userArea.banking.documents.fileHint', { max: DOCUMENT_MAX_MEGABYTES })}
      </span>
      <FieldError id={id} error={error} />
    </div>
  );
}

/**
 * Front and back of an identity document, each an image or a PDF, checked before they are sent.
 *
 * Hand-written state rather than react-hook-form: its two fields are files, checked for type and size as
 * they are chosen, which no contract schema describes.
 */
export function DocumentUploadForm({ name, onUploaded }: { name: string; onUploaded: () => void }) {
  const { t } = useTranslation('accounts');
  const upload = useUploadDocuments({ name });
  const [files, setFiles] = useState(noFiles);
  const [errors, setErrors] = useState(noErrors);
  const idPrefix = useId();
  const inputId = (side: DocumentSide) => `${idPrefix}-${side}`;

  const choose = (side: DocumentSide) => (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    const problem = file && documentFileProblem(file);
    if (problem) {
      // A refused file is not kept: the input is emptied so what it shows matches what would be sent.
      event.target.value = '';
      setErrors((current) => ({
        ...current,
        [side]: t(`userArea.banking.documents.${problem}`, { name: file.name, max: DOCUMENT_MAX_MEGABYTES }),
      }));
      setFiles((current) => ({ ...current, [side]: null }));
      return;
    }
    setErrors((current) => ({ ...current, [side]: null }));
    setFiles((current) => ({ ...current, [side]: file }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { front, back } = files;
    if (!front || !back) {
      setErrors({
        front: errors.front ?? (front ? null : t('userArea.banking.documents.frontRequired')),
        back: errors.back ?? (back ? null : t('userArea.banking.documents.backRequired')),
      });
      document.getElementById(inputId(front ? 'back' : 'front'))?.focus();
      return;
    }
    upload.mutate({ front, back }, { onSuccess: onUploaded });
  };

  const failure = upload.error && failureKeys(upload.error);

  return (
    <form method="post" className="form document-upload" noValidate onSubmit={submit} aria-busy={upload.isPending}>
      <div className="form-grid">
        {DOCUMENT_SIDES.map((side) => (
          <DocumentFileField
            key={side}
            id={inputId(side)}
            side={side}
            file={files[side]}
            error={errors[side]}
            onChange={choose(side)}
          />
        ))}
      </div>
      {failure && (
        <Alert tone="error">
          {t(failure.message)}
          {failure.detail && ` ${t(failure.detail, { max: DOCUMENT_MAX_MEGABYTES })}`}
        </Alert>
      )}
      <p className="field-hint banking-hint">{t('userArea.banking.documents.privacy')}</p>
      <div className="account-actions">
        <button type="submit" className="button button-primary" disabled={upload.isPending}>
          <Upload aria-hidden="true" size={18} />
          {upload.isPending ? t('userArea.banking.documents.submitting') : t('userArea.banking.documents.submit')}
        </button>
      </div>
    </form>
  );
}
