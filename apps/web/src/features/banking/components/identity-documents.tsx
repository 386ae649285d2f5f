import type { DocumentState } from '@cammini/contract';
import { FileUp, Hourglass, type LucideIcon, ShieldAlert, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { DocumentUploadForm } from './document-upload-form';

const stateIcons: Record<DocumentState, LucideIcon> = {
  none: FileUp,
  verifying: Hourglass,
  verified: ShieldCheck,
  rejected: ShieldAlert,
};

/**
 * Identity documents through their states: none and rejected show the upload form,
 * verifying a pending message, verified a success message.
 */
export function IdentityDocuments({
  state,
  rejectionReason,
  name,
}: {
  state: DocumentState;
  /** With a rejection: the admin's reason, if they gave one. */
  rejectionReason: string | null;
  name: string;
}) {
  const { t } = useTranslation('accounts');
  // The upload's success message outlives the form, which the new state (verifying) replaces.
  const [uploaded, setUploaded] = useState(false);
  const Icon = stateIcons[state];
  const showForm = state === 'none' || state === 'rejected';
  return (
    <section className="banking-section" aria-labelledby="identity-documents-title">
      <h3 id="identity-documents-title">{t('userArea.banking.documents.title')}</h3>
      {uploaded && <Alert tone="success">{t('userArea.banking.documents.uploaded')}</Alert>}
      <div className="document-state" data-state={state}>
        <span className="document-state__icon" aria-hidden="true">
          <Icon size={24} />
        </span>
        <div>
          <h4>{t(`userArea.banking.documents.state.${state}.title`)}</h4>
          <p>{t(`userArea.banking.documents.state.${state}.text`)}</p>
          {state === 'rejected' && rejectionReason && (
            <p className="document-state__reason">
              <strong>{t('userArea.banking.documents.rejectionReason')}</strong> {rejectionReason}
            </p>
          )}
        </div>
      </div>
      {showForm && <DocumentUploadForm name={name} onUploaded={() => setUploaded(true)} />}
    </section>
  );
}
