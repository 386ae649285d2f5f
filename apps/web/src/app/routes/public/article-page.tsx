import { slugToTitle } from '@cammini/contract';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { DecorativeImage } from '../../../components/content/cover-image';
import { Alert } from '../../../components/ui/alert';
import { Loading } from '../../../components/ui/loading';
import { useArticle } from '../../../features/articles/api/get-article';
import { ArticleContent } from '../../../features/articles/components/article-content';
import { ArticleNeighbours } from '../../../features/articles/components/article-neighbours';
import { formatLongDate } from '../../../lib/format';
import { problemOf } from '../../../lib/forms/problem-of';
import { usePageTitle } from '../../../lib/use-page-title';
import '../../../styles/content.css';
import { articleQuery } from '../../../features/articles/api/get-article';
import type { PagePrefetch } from '../../../lib/page-data';

function BackToBlog() {
  const { t } = useTranslation('content');
  return (
    <Link className="back-link" to="/blog">
      <ArrowLeft aria-hidden="true" size={18} />
      {t('article.back')}
    </Link>
  );
}

export const prefetch: PagePrefetch = ({ params }) => [articleQuery(params.title ?? '')];

export default function ArticlePage() {
  const { t, i18n } = useTranslation('content');
  const slug = useParams().title ?? '';
  const article = useArticle(slug);
  const notFound = problemOf(article.error)?.status === 404;
  usePageTitle(article.data?.article.title ?? (notFound ? t('article.notFoundTitle') : slugToTitle(slug)));

  if (article.isPending)
    return (
      <div className="page container">
        <Loading label={t('article.loading')} />
      </div>
    );

  if (article.isError)
    return (
      <div className="page container">
        <div className="content-state content-state--page card">
          {notFound ? (
            <>
              <h1>{t('article.notFoundTitle')}</h1>
              <p>{t('article.notFound')}</p>
            </>
          ) : (
            <>
              <h1>{slugToTitle(slug)}</h1>
              <Alert tone="error">{t('article.error')}</Alert>
              <button type="button" className="button button-secondary" onClick={() => void article.refetch()}>
                {t('article.retry')}
              </button>
            </>
          )}
          <BackToBlog />
        </div>
      </div>
    );

  const { article: item, previous, next } = article.data;
  return (
    <article className="page article-page">
      <header className="container article-page__header">
        <BackToBlog />
        <p className="eyebrow">
          <span className="visually-hidden">{t('article.category')}: </span>
          <Link
            className="article-page__category"
            to={`/blog?filter=${encodeURIComponent(item.category.toLowerCase())}`}
          >
            {item.category}
          </Link>
        </p>
        <h1>{item.title}</h1>
        <p className="article-page__date">
          {t('article.published')} <time dateTime={item.date}>{formatLongDate(item.date, i18n.language)}</time>
        </p>
      </header>
      {item.fileUrl && (
        <div className="container">
          <DecorativeImage className="article-page__cover" src={item.fileUrl} width={1200} height={800} firstScreen />
        </div>
      )}
      <div className="container">
        <p className="article-page__intro">{item.intro}</p>
        <ArticleContent html={item.content} />
        <ArticleNeighbours previous={previous} next={next} />
      </div>
    </article>
  );
}
