import { MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { CoverImage } from '../../../components/content/cover-image';
import { useHomeMembers } from '../api/latest-lists';
import { HomeCarouselSection } from './home-carousel-section';

/** Each arrow click moves the members carousel by 220 px; a card is that wide with its gap. */
export const MEMBERS_STEP_PX = 220;

/** The facilitators; every card leads to the members page (/chisono). */
export function MembersCarousel() {
  const members = useHomeMembers();

  return (
    <HomeCarouselSection
      section="members"
      moreTo="/chisono"
      query={members}
      itemKey={(member) => member.idMember}
      itemClassName="member-chip"
      carousel={{ autoAdvance: true, stepPx: MEMBERS_STEP_PX, className: 'members-carousel' }}
      renderItem={(member) => (
        <>
          <CoverImage src={member.fileUrl} className="member-chip__photo" width={600} height={600} />
          <h3 className="member-chip__name">
            <Link to="/chisono" className="home-card__link">
              {member.name} {member.surname}
            </Link>
          </h3>
          {member.session && (
            <p className="member-chip__place">
              <MapPin aria-hidden="true" size={14} />
              {member.session}
            </p>
          )}
        </>
      )}
    />
  );
}
