import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface SectionHeadingProps {
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  /** The page with the whole list ("/blog"), and the words of the link. */
  moreTo?: string;
  moreLabel?: string;
}

/** The heading row of a home block: eyebrow, title, a line of text and the link to the full page. */
export function SectionHeading({ id, eyebrow, title, lead, moreTo, moreLabel }: SectionHeadingProps) {
  const { t } = useTranslation('home');
  return (
    <header className="home-section__heading">
      <div>
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <h2 id={id}>{title}</h2>
        {lead && <p className="lead">{lead}</p>}
      </div>
      {moreTo && (
        <Link to={moreTo} className="home-section__more">
          {moreLabel ?? t('seeAll')}
          <ArrowRight aria-hidden="true" size={18} />
        </Link>
      )}
    </header>
  );
}
