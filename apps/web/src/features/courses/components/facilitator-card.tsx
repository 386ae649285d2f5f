import type { MemberCard } from '@cammini/contract';
import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AdminActions } from '../../../components/content/admin-actions';
import { CoverImage } from '../../../components/content/cover-image';

interface FacilitatorCardProps {
  member: MemberCard;
  onDelete: () => Promise<void>;
}

/** A facilitator of the course: photo, name, words about them and their website. */
export function FacilitatorCard({ member, onDelete }: FacilitatorCardProps) {
  const { t } = useTranslation('content');
  const fullName = `${member.name} ${member.surname}`;
  return (
    <article className="facilitator-card">
      <CoverImage src={member.fileUrl} className="facilitator-card__photo" width={600} height={600} />
      <div className="facilitator-card__body">
        <h3>{fullName}</h3>
        <p>{member.description}</p>
        {member.website && (
          <a href={member.website} target="_blank" rel="noopener noreferrer" className="text-link">
            {t('courseDetail.website')}{' '}
            <span className="visually-hidden">{t('courseDetail.websiteOf', { name: fullName })}</span>
            <ExternalLink aria-hidden="true" size={14} />
          </a>
        )}
        <AdminActions itemName={fullName} editTo={`/editmembro/${member.idMember}`} onDelete={onDelete} />
      </div>
    </article>
  );
}
