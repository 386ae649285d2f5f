import type { OnlineCourseListItem } from '@cammini/contract';
import { itemPath, titleToSlug } from '@cammini/contract';
import { PlayCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CourseCardFooter } from './course-card';
import { CoverImage } from './cover-image';

interface OnlineCourseCardProps {
  course: OnlineCourseListItem;
  /** The visitor already bought it: the card opens the player instead of selling it. */
  owned?: boolean;
  /** Resolves once the server deleted it (admins only). */
  onDelete?: () => Promise<void>;
  /** Resolves once the server archived it, offered when it has buyers and cannot be deleted (admins only). */
  onArchive?: () => Promise<void>;
  headingLevel?: 2 | 3;
}

/** The first paragraph of a plain-text description: the card shows a taste, the detail page the rest. */
const firstParagraph = (text: string) => text.split(/\n\s*\n/)[0]?.trim() ?? '';

/** An online video course ("meditazione") in a list. */
export function OnlineCourseCard({
  course,
  owned = false,
  onDelete,
  onArchive,
  headingLevel = 2,
}: OnlineCourseCardProps) {
  const { t } = useTranslation('content');
  const Heading = `h${headingLevel}` as const;
  const slug = titleToSlug(course.title);

  return (
    <article className="course-card">
      <CoverImage src={course.immagineCopertina} className="course-card__image" />
      <div className="course-card__body">
        <p className="eyebrow">{course.category}</p>
        <Heading className="course-card__title">{course.title}</Heading>
        <p className="course-card__intro course-card__intro--clamped">
          {firstParagraph(course.description) || course.intro}
        </p>
        <ul className="course-card__facts">
          <li>
            <PlayCircle aria-hidden="true" size={16} />
            {t('onlineCourses.card.lessons', { count: course.lessonsCount })}
          </li>
        </ul>
        <CourseCardFooter
          title={course.title}
          price={course.price}
          owned={owned}
          ownedTo={`/corsoonline/${slug}`}
          buyTo={itemPath.onlineCourse(course.title)}
          editTo={`/editmeditazione/${slug}`}
          onDelete={onDelete}
          onArchive={onArchive}
        />
      </div>
    </article>
  );
}
