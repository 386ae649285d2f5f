import { itemPath } from '@cammini/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CoverImage } from '../../../components/content/cover-image';
import { formatDayMonth } from '../../../lib/format';
import { useLatestArticles } from '../api/latest-lists';
import { HomeCarouselSection } from './home-carousel-section';

/** The newest articles; each opens its article page, the heading's link the whole blog. */
export function LatestArticles() {
  const { i18n } = useTranslation('home');
  const articles = useLatestArticles();

  return (
    <HomeCarouselSection
      section="articles"
      moreTo="/blog"
      query={articles}
      itemKey={(article) => article.id}
      renderItem={(article) => (
        <>
          <CoverImage src={article.fileUrl} className="home-card__image" />
          <div className="home-card__body">
            <p className="home-card__eyebrow">
              <time dateTime={article.date}>{formatDayMonth(article.date, i18n.language)}</time>
              <span aria-hidden="true"> · </span>
              {article.category}
            </p>
            <h3 className="home-card__title">
              <Link to={itemPath.article(article.title)} className="home-card__link">
                {article.title}
              </Link>
            </h3>
            <p className="home-card__text">{article.intro}</p>
          </div>
        </>
      )}
    />
  );
}
