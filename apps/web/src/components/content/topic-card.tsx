import { itemPath } from '@cammini/contract';
import { Sprout } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminActions } from './admin-actions';
import { CoverImage } from './cover-image';

/** What a topic card needs; the fallback topics have only a title. */
export interface TopicCardData {
  idTopic?: number;
  title: string;
  description?: string;
  fileUrl?: string | null;
}

interface TopicCardProps {
  topic: TopicCardData;
  /** Resolves once the server deleted it (admins only). */
  onDelete?: () => Promise<void>;
  headingLevel?: 2 | 3;
}

/** The courses of an area are the in-person course list filtered by its title, in lower case. */
/** An area ("area", topic): picture, title, description and the way to its courses. */
export function TopicCard({ topic, onDelete, headingLevel = 2 }: TopicCardProps) {
  const { t } = useTranslation('content');
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="topic-card">
      <CoverImage src={topic.fileUrl} className="topic-card__image">
        <Sprout size={40} />
      </CoverImage>
      <div className="topic-card__body">
        <Heading className="topic-card__title">{topic.title}</Heading>
        {topic.description && <p className="topic-card__description">{topic.description}</p>}
        <div className="topic-card__footer">
          <Link className="button button-secondary" to={itemPath.topicCourses(topic.title)}>
            {t('areas.discover')}{' '}
            <span className="visually-hidden">{t('areas.discoverHidden', { title: topic.title })}</span>
          </Link>
          {topic.idTopic !== undefined && (
            <AdminActions itemName={topic.title} editTo={`/editargomento/${topic.idTopic}`} onDelete={onDelete} />
          )}
        </div>
      </div>
    </article>
  );
}
