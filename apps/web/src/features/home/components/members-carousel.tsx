import { MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ComingSoon } from '../../../components/content/coming-soon';
import { useHomeMembers } from '../api/latest-lists';
import { Carousel, CarouselSkeleton } from './carousel';
import { SectionHeading } from './section-heading';

/** Each arrow click moves the members carousel by 220 px; a card is that wide with its gap. */
export const MEMBERS_STEP_PX = 220;

/** The facilitators; every card leads to the members page (/chisono). */
export function MembersCarousel() {
  const { t } = useTranslation('home');
  const members = useHomeMembers();
  const list = members.data ?? [];

  return (
    <section className="home-section container" aria-labelledby="home-members-title">
      <SectionHeading
        id="home-members-title"
        eyebrow={t('members.eyebrow')}
        title={t('members.title')}
        lead={t('members.lead')}
        moreTo="/chisono"
        moreLabel={t('members.more')}
      />
      {members.isPending ? (
        <CarouselSkeleton label={t('loading')} />
      ) : list.length === 0 ? (
        <ComingSoon text={t('members.comingSoon')} />
      ) : (
        <Carousel label={t('members.title')} autoAdvance stepPx={MEMBERS_STEP_PX} className="members-carousel">
          {list.map((member) => (
            <li key={member.idMember} className="member-chip">
              {member.fileUrl ? (
                <img
                  className="member-chip__photo"
                  src={member.fileUrl}
                  alt=""
                  width={600}
                  height={600}
                  loading="lazy"
                  decoding="async"
                />
              ) : (
                <div className="member-chip__photo member-chip__photo--empty" aria-hidden="true" />
              )}
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
            </li>
          ))}
        </Carousel>
      )}
    </section>
  );
}
