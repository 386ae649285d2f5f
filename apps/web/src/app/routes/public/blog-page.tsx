import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ArticleCard } from '../../../components/content/article-card';
import { ComingSoon } from '../../../components/content/coming-soon';
import { ListToolbar, useListFilters } from '../../../components/content/list-toolbar';
import { Alert } from '../../../components/ui/alert';
import { Loading } from '../../../components/ui/loading';
import { useDeleteArticle } from '../../../features/articles/api/delete-article';
import { useArticles } from '../../../features/articles/api/get-articles';
import { useDebouncedValue } from '../../../features/articles/hooks/use-debounced-value';
import { usePageTitle } from '../../../lib/use-page-title';
import '../../../styles/content.css';
import { FIRST_SCREEN_CARDS } from '../../../components/content/cover-image';
import { articlesQuery } from '../../../features/articles/api/get-articles';
import type { PagePrefetch } from '../../../lib/page-data';
import { topicsQuery } from '../../../lib/queries/topics';

export const prefetch: PagePrefetch = ({ search }) => [
  articlesQuery({ q: (search.get('q') ?? '').trim(), filter: (search.get('filter') ?? '').trim() }),
  topicsQuery,
];

export default function BlogPage() {
  const { t } = useTranslation('content');
  usePageTitle(t('blog.title'));
  const [params] = useSearchParams();
  const q = useDebouncedValue((params.get('q') ?? '').trim());
  const filter = (params.get('filter') ?? '').trim();
  const articles = useArticles({ q, filter });
  // The server filters every page; applying the same rule here answers each keystroke at once.
  const applyFilters = useListFilters();
  const deleteArticle = useDeleteArticle();
  const filtering = Boolean(params.get('q')?.trim() || filter);

  const loaded = articles.data?.pages.flatMap((page) => page.articles) ?? [];
  const shown = applyFilters(loaded);

  function body() {
    if (articles.isPending) return <Loading label={t('blog.loading')} />;
    if (articles.isError)
      return (
        <div className="content-state">
          <Alert tone="error">{t('blog.error')}</Alert>
          <button type="button" className="button button-secondary" onClick={() => void articles.refetch()}>
            {t('blog.retry')}
          </button>
        </div>
      );
    if (shown.length === 0)
      return filtering ? (
        <div className="content-state">
          <p>{t('blog.noResults')}</p>
          <Link className="button button-secondary" to="/blog">
            {t('blog.showAll')}
          </Link>
        </div>
      ) : (
        <ComingSoon text={t('blog.empty')} />
      );
    return (
      <>
        <ul className="card-grid" aria-label={t('blog.listLabel')} aria-busy={articles.isFetching}>
          {shown.map((article, index) => (
            <li key={article.id}>
              <ArticleCard
                article={article}
                firstScreen={index < FIRST_SCREEN_CARDS}
                onDelete={async () => {
                  await deleteArticle.mutateAsync(article.title);
                }}
              />
            </li>
          ))}
        </ul>
        {articles.hasNextPage && (
          <div className="load-more">
            {articles.isFetchNextPageError && <Alert tone="error">{t('blog.loadMoreError')}</Alert>}
            <button
              type="button"
              className="button button-secondary"
              disabled={articles.isFetchingNextPage}
              onClick={() => void articles.fetchNextPage()}
            >
              {articles.isFetchingNextPage ? t('blog.loadingMore') : t('blog.loadMore')}
            </button>
          </div>
        )}
      </>
    );
  }

  return (
    <div className="page container content-page">
      <header className="content-intro">
        <p className="eyebrow">{t('blog.eyebrow')}</p>
        <h1>{t('blog.title')}</h1>
        <p className="lead">{t('blog.intro')}</p>
      </header>
      <ListToolbar searchLabel={t('blog.search')} />
      {body()}
    </div>
  );
}
