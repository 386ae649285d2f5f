import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** A member's own website, opened in a new tab; its name says whose it is. */
export function MemberWebsiteLink({ website, fullName }: { website: string; fullName: string }) {
  const { t } = useTranslation('content');
  return (
    <a href={website} target="_blank" rel="noopener noreferrer" className="text-link">
      {t('courseDetail.website')}{' '}
      <span className="visually-hidden">{t('courseDetail.websiteOf', { name: fullName })}</span>
      <ExternalLink aria-hidden="true" size={14} />
    </a>
  );
}
