import type { MemberCard } from '@cammini/contract';
import { useTranslation } from 'react-i18next';
import { DecorativeImage } from '../../../components/content/cover-image';
import { MemberWebsiteLink } from '../../../components/content/member-website-link';

/** Who guides the course: photo, name, a few words and their website. */
export function MemberBlock({ member }: { member: MemberCard }) {
  const { t } = useTranslation('content');
  const fullName = `${member.name} ${member.surname}`;
  return (
    <section className="member-block card" aria-labelledby="course-member">
      {member.fileUrl && (
        <DecorativeImage src={member.fileUrl} className="member-block__photo" width={600} height={600} />
      )}
      <div>
        <p className="eyebrow">{t('onlineCourses.detail.guidedBy')}</p>
        <h2 id="course-member">{fullName}</h2>
        <p>{member.description}</p>
        {member.website && <MemberWebsiteLink website={member.website} fullName={fullName} />}
      </div>
    </section>
  );
}
