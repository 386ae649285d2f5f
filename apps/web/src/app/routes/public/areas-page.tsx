import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/content/coming-soon';
import { TopicCard } from '../../../components/content/topic-card';
import { Loading } from '../../../components/ui/loading';
import { useDeleteTopic } from '../../../features/topics/api/delete-topic';
import { FALLBACK_TOPICS } from '../../../features/topics/fallback-topics';
import { useTopics } from '../../../lib/queries/topics';
import { usePageTitle } from '../../../lib/use-page-title';
import '../../../styles/content.css';
import type { PagePrefetch } from '../../../lib/page-data';
import { topicsQuery } from '../../../lib/queries/topics';

export const prefetch: PagePrefetch = () => [topicsQuery];

export default function AreasPage() {
  const { t } = useTranslation('content');
  usePageTitle(t('areas.title'));
  const topics = useTopics();
  const deleteTopic = useDeleteTopic();

  return (
    <div className="page container content-page">
      <header className="content-intro">
        <p className="eyebrow">{t('areas.eyebrow')}</p>
        <h1>{t('areas.title')}</h1>
        <p className="lead">{t('areas.intro')}</p>
        <figure className="content-quote">
          <blockquote>
            <p className="content-quote__text">{t('areas.quote')}</p>
          </blockquote>
          <figcaption>{t('areas.quoteAuthor')}</figcaption>
        </figure>
      </header>

      {topics.isPending ? (
        <Loading label={t('areas.loading')} />
      ) : topics.isError ? (
        // The fallback when the list cannot be read: the nine areas by name, still leading to their courses.
        <ul className="card-grid" aria-label={t('areas.listLabel')}>
          {FALLBACK_TOPICS.map((topic) => (
            <li key={topic.title}>
              <TopicCard topic={topic} />
            </li>
          ))}
        </ul>
      ) : topics.data.length === 0 ? (
        <ComingSoon text={t('areas.empty')} />
      ) : (
        <ul className="card-grid" aria-label={t('areas.listLabel')}>
          {topics.data.map((topic) => (
            <li key={topic.idTopic}>
              <TopicCard
                topic={topic}
                onDelete={async () => {
                  await deleteTopic.mutateAsync(topic.idTopic);
                }}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
