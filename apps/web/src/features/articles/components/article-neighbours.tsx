import type { ArticleDetailResponse } from '@cammini/contract';
import { itemPath } from '@cammini/contract';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

type Neighbour = ArticleDetailResponse['previous'];

function NeighbourLink({ neighbour, direction }: { neighbour: Neighbour; direction: 'previous' | 'next' }) {
  const { t } = useTranslation('content');
  const Icon = direction === 'previous' ? ArrowLeft : ArrowRight;
  const className = `article-nav__link article-nav__link--${direction}`;
  if (!neighbour) {
    return (
      <span className={className} aria-disabled="true">
        <span className="article-nav__label">
          <Icon aria-hidden="true" size={16} />
          {t(`article.${direction}`)}
        </span>
        <span className="article-nav__title">
          {t(direction === 'previous' ? 'article.noPrevious' : 'article.noNext')}
        </span>
      </span>
    );
  }
  return (
    <Link className={className} to={itemPath.article(neighbour.title)} rel={direction === 'previous' ? 'prev' : 'next'}>
      <span className="article-nav__label">
        <Icon aria-hidden="true" size={16} />
        {t(`article.${direction}`)}
      </span>
      <span className="article-nav__title">{neighbour.title}</span>
    </Link>
  );
}

/** Previous and next over the article list (the API gives the neighbours); a missing one is shown disabled. */
export function ArticleNeighbours({ previous, next }: { previous: Neighbour; next: Neighbour }) {
  const { t } = useTranslation('content');
  return (
    <nav className="article-nav" aria-label={t('article.moreArticles')}>
      <NeighbourLink neighbour={previous} direction="previous" />
      <NeighbourLink neighbour={next} direction="next" />
    </nav>
  );
}
