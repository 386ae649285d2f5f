import { useTranslation } from 'react-i18next';
import { formatLongDate } from '../../../lib/format';

export interface DeclaredIdentityValues {
  name: string;
  taxCode: string | null;
  birthDate: string | null;
}

/**
 * The codice fiscale and birth date the customer saved, shown beside their document so the admin can
 * check one against the other.
 */
export function DeclaredIdentity({ identity, className }: { identity: DeclaredIdentityValues; className?: string }) {
  const { t, i18n } = useTranslation('admin-business');
  return (
    <dl
      className={['declared-identity', className].filter(Boolean).join(' ')}
      aria-label={t('documents.identityLabel', { name: identity.name })}
    >
      <div>
        <dt>{t('documents.taxCode')}</dt>
        <dd className="declared-identity__code">{identity.taxCode ?? t('documents.notGiven')}</dd>
      </div>
      <div>
        <dt>{t('documents.birthDate')}</dt>
        <dd>{identity.birthDate ? formatLongDate(identity.birthDate, i18n.language) : t('documents.notGiven')}</dd>
      </div>
    </dl>
  );
}
