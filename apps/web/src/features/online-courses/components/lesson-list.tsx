import type { LessonSummary } from '@cammini/contract';
import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** "7:05" or "1:02:03" */
export function formatDuration(totalSeconds: number): string {
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${minutes}:${pad(seconds)}`;
}

/** What the course contains, before buying: titles and lengths, locked; the videos are for owners only. */
export function LessonList({ lessons }: { lessons: LessonSummary[] }) {
  const { t } = useTranslation('content');
  if (lessons.length === 0) return <p className="content-muted">{t('onlineCourses.detail.noLessons')}</p>;
  return (
    <ol className="lesson-list">
      {lessons.map((lesson) => (
        <li key={lesson.position} className="lesson-list__item">
          <span className="lesson-list__number" aria-hidden="true">
            {lesson.position}
          </span>
          <span className="lesson-list__title">
            <span className="visually-hidden">{t('onlineCourses.detail.lesson', { number: lesson.position })} </span>
            {lesson.title}
          </span>
          {lesson.durationSeconds !== null && (
            <span className="lesson-list__duration">
              <span className="visually-hidden">{t('onlineCourses.detail.duration')} </span>
              {formatDuration(lesson.durationSeconds)}
            </span>
          )}
          <Lock className="lesson-list__lock" aria-hidden="true" size={16} />
          <span className="visually-hidden">{t('onlineCourses.detail.locked')}</span>
        </li>
      ))}
    </ol>
  );
}
