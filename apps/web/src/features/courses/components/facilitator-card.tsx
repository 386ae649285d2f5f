import type { MemberCard } from '@cammini/contract';
import { CoverImage } from '../../../components/content/cover-image';
import { MemberAdminActions } from '../../../components/content/member-admin-actions';
import { MemberWebsiteLink } from '../../../components/content/member-website-link';

interface FacilitatorCardProps {
  member: MemberCard;
  onDelete: () => Promise<void>;
  /** The member leads courses (409 LEADS_COURSES): the delete sent again, confirmed. */
  onDeleteAnyway: () => Promise<void>;
}

/** A facilitator of the course: photo, name, words about them and their website. */
export function FacilitatorCard({ member, onDelete, onDeleteAnyway }: FacilitatorCardProps) {
  const fullName = `${member.name} ${member.surname}`;
  return (
    <article className="facilitator-card">
      <CoverImage src={member.fileUrl} className="facilitator-card__photo" width={600} height={600} />
      <div className="facilitator-card__body">
        <h3>{fullName}</h3>
        <p>{member.description}</p>
        {member.website && <MemberWebsiteLink website={member.website} fullName={fullName} />}
        <MemberAdminActions member={member} onDelete={onDelete} onDeleteAnyway={onDeleteAnyway} />
      </div>
    </article>
  );
}
