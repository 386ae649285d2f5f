import type { ArticleListItem } from '@cammini/contract';
import { itemPath, titleToSlug } from '@cammini/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDayAndMonth } from '../../lib/format';
import { AdminActions } from './admin-actions';
import { DecorativeImage } from './cover-image';

interface ArticleCardProps {
  article: ArticleListItem;
  /** Resolves once the server deleted it (admins only). */
  onDelete?: () => Promise<void>;
  headingLevel?: 2 | 3;
  /** One of the list's first cards, in the first screen: its picture loads at once. */
  firstScreen?: boolean;
}

/** An article in a list: cover, date badge, category, title and intro; the whole card opens the article. */
export function ArticleCard({ article, onDelete, headingLevel = 2, firstScreen = false }: ArticleCardProps) {
  const { t, i18n } = useTranslation('content');
  const Heading = `h${headingLevel}` as const;
  const slug = titleToSlug(article.title);
  const { day, month } = formatDayAndMonth(article.date, i18n.language);

  return (
    <article className="article-card">
      <div className="article-card__media">
        {article.fileUrl ? (
          <DecorativeImage src={article.fileUrl} width={1200} height={800} firstScreen={firstScreen} />
        ) : (
          <div className="article-card__placeholder" aria-hidden="true" />
        )}
        <time className="article-card__date" dateTime={article.date}>
          <span className="visually-hidden">{t('blog.published')} </span>
          <span className="article-card__day">{day}</span>
          <span className="article-card__month">{month}</span>
        </time>
      </div>
      <div className="article-card__body">
        <p className="eyebrow">
          <span className="visually-hidden">{t('blog.category')}: </span>
          {article.category}
        </p>
        <Heading className="article-card__title">
          <Link to={itemPath.article(article.title)} className="article-card__link">
            {article.title}
          </Link>
        </Heading>
        <p className="article-card__intro">{article.intro}</p>
        <AdminActions itemName={article.title} editTo={`/editarticolo/${slug}`} onDelete={onDelete} />
      </div>
    </article>
  );
}
