import type { Member } from '@cammini/contract';
import { itemPath } from '@cammini/contract';
import { Languages, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CoverImage } from './cover-image';
import { MemberAdminActions } from './member-admin-actions';

/** A member's courses page is addressed by name-surname (`/corsi-membro/Giulia-Ferrante`). */
export const memberCoursesPath = (member: Pick<Member, 'name' | 'surname'>) =>
  itemPath.memberCourses(member.name, member.surname);

const initials = (member: Pick<Member, 'name' | 'surname'>) =>
  `${member.name.charAt(0)}${member.surname.charAt(0)}`.toUpperCase();

interface MemberCardProps {
  member: Member;
  /** Resolves once the server deleted it (admins only). */
  onDelete?: () => Promise<void>;
  /** The member leads courses (409 LEADS_COURSES): the delete sent again, confirmed. */
  onDeleteAnyway?: () => Promise<void>;
  headingLevel?: 2 | 3;
}

/** A facilitator: photo, name, territory and language, a short description and their courses. */
export function MemberCard({ member, onDelete, onDeleteAnyway, headingLevel = 2 }: MemberCardProps) {
  const { t } = useTranslation('content');
  const Heading = `h${headingLevel}` as const;
  const fullName = `${member.name} ${member.surname}`;
  return (
    <article className="member-card">
      <CoverImage src={member.fileUrl} className="member-card__photo" width={600} height={600} emptyModifier="initials">
        {initials(member)}
      </CoverImage>
      <div className="member-card__body">
        <Heading className="member-card__name">
          {member.name} <span className="member-card__surname">{member.surname}</span>
        </Heading>
        <dl className="member-card__facts">
          <div>
            <dt>
              <MapPin aria-hidden="true" size={16} />
              <span className="visually-hidden">{t('members.territory')}</span>
            </dt>
            <dd>{member.session}</dd>
          </div>
          <div>
            <dt>
              <Languages aria-hidden="true" size={16} />
              <span className="visually-hidden">{t('members.language')}</span>
            </dt>
            <dd>{member.language}</dd>
          </div>
        </dl>
        <p className="member-card__description">{member.description}</p>
        <div className="member-card__footer">
          <Link className="button button-primary" to={memberCoursesPath(member)}>
            {t('members.viewCourses')}{' '}
            <span className="visually-hidden">{t('members.viewCoursesHidden', { name: fullName })}</span>
          </Link>
          <MemberAdminActions member={member} onDelete={onDelete} onDeleteAnyway={onDeleteAnyway} />
        </div>
      </div>
    </article>
  );
}
