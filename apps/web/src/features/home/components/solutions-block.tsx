import {
  Compass,
  Eye,
  Feather,
  Footprints,
  HandHeart,
  Hourglass,
  type LucideIcon,
  Palette,
  Smile,
  Sparkles,
  Target,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The nine themes of the home page, in a fixed order; their words live in the home catalogue. */
const THEMES: readonly { key: string; icon: LucideIcon }[] = [
  { key: 'awareness', icon: Eye },
  { key: 'goals', icon: Target },
  { key: 'growthJourney', icon: Footprints },
  { key: 'gratitude', icon: HandHeart },
  { key: 'innerHappiness', icon: Smile },
  { key: 'creatingYourLife', icon: Palette },
  { key: 'presentMoment', icon: Hourglass },
  { key: 'innerPeace', icon: Feather },
  { key: 'spiritualProsperity', icon: Sparkles },
];

/** The solutions block and the grid of nine themes, each still a "coming soon" page to be. */
export function SolutionsBlock() {
  const { t } = useTranslation('home');
  return (
    <section className="home-section home-solutions" aria-labelledby="home-solutions-title">
      <div className="container">
        <div className="home-solutions__intro">
          <Compass aria-hidden="true" size={36} className="home-solutions__icon" />
          <p className="eyebrow">{t('solutions.eyebrow')}</p>
          <h2 id="home-solutions-title">{t('solutions.title')}</h2>
          <p className="lead">{t('solutions.lead')}</p>
          <Link to="/soluzioni" className="button button-primary">
            {t('solutions.more')}
          </Link>
        </div>
        <ul className="theme-grid">
          {THEMES.map(({ key, icon: Icon }) => (
            <li key={key} className="theme-card">
              <Icon aria-hidden="true" size={28} className="theme-card__icon" />
              <h3 className="theme-card__title">{t(`solutions.themes.${key}.title`)}</h3>
              <blockquote className="theme-card__quote">
                <p>{t(`solutions.themes.${key}.quote`)}</p>
              </blockquote>
              <p className="theme-card__soon">{t('solutions.comingSoon')}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
