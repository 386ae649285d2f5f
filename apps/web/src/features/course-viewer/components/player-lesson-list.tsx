import type { PlayerLesson } from '@cammini/contract';
import { CheckCircle2, Circle, PlayCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** "7:05" or "1:02:03" */
export function formatDuration(totalSeconds: number): string {
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = Math.floor(totalSeconds % 60);
  const pad = (n: number) => String(n).padStart(2, '0');
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${minutes}:${pad(seconds)}`;
}

/** The course's lessons: the one playing, the completed ones, and a button to open each. */
export function PlayerLessonList({
  lessons,
  currentId,
  onSelect,
}: {
  lessons: PlayerLesson[];
  currentId: number | null;
  onSelect: (lessonId: number) => void;
}) {
  const { t } = useTranslation('commerce');
  const done = lessons.filter((lesson) => lesson.completed).length;
  return (
    <nav className="player-lessons" aria-labelledby="player-lessons-title">
      <h2 id="player-lessons-title">{t('player.lessons')}</h2>
      <p className="player-lessons__progress">
        <progress max={lessons.length} value={done} aria-hidden="true" />
        <span>{t('player.progress', { done, count: lessons.length })}</span>
      </p>
      <ol className="player-lessons__list">
        {lessons.map((lesson) => {
          const current = lesson.id === currentId;
          const Icon = current ? PlayCircle : lesson.completed ? CheckCircle2 : Circle;
          return (
            <li key={lesson.id}>
              <button
                type="button"
                className="player-lessons__item"
                aria-current={current ? 'true' : undefined}
                data-completed={lesson.completed}
                onClick={() => onSelect(lesson.id)}
              >
                <Icon className="player-lessons__icon" aria-hidden="true" size={20} />
                <span className="player-lessons__title">
                  <span className="visually-hidden">{t('player.lesson', { number: lesson.position })}: </span>
                  {lesson.title}
                  {current && <span className="visually-hidden"> ({t('player.nowPlaying')})</span>}
                  {lesson.completed && <span className="visually-hidden"> ({t('player.completed')})</span>}
                </span>
                {lesson.durationSeconds !== null && (
                  <span className="player-lessons__duration">{formatDuration(lesson.durationSeconds)}</span>
                )}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
