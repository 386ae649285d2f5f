import type { MemberCard } from '@cammini/contract';
import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Who guides the course: photo, name, a few words and their website. */
export function MemberBlock({ member }: { member: MemberCard }) {
  const { t } = useTranslation('content');
  const fullName = `${member.name} ${member.surname}`;
  return (
    <section className="member-block card" aria-labelledby="course-member">
      {member.fileUrl && (
        <img
          className="member-block__photo"
          src={member.fileUrl}
          alt=""
          width={600}
          height={600}
          loading="lazy"
          decoding="async"
        />
      )}
      <div>
        <p className="eyebrow">{t('onlineCourses.detail.guidedBy')}</p>
        <h2 id="course-member">{fullName}</h2>
        <p>{member.description}</p>
        {member.website && (
          <a href={member.website} target="_blank" rel="noopener noreferrer" className="text-link">
            {t('courseDetail.website')}{' '}
            <span className="visually-hidden">{t('courseDetail.websiteOf', { name: fullName })}</span>
            <ExternalLink aria-hidden="true" size={14} />
          </a>
        )}
      </div>
    </section>
  );
}
