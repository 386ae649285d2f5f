import type { OnlineCoursePlayer } from '@cammini/contract';
import { Check, SkipForward } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBoughtCaptions } from '../hooks/use-bought-captions';
import { useLessonProgress } from '../hooks/use-lesson-progress';
import { LessonTranscript } from './lesson-transcript';
import { LessonVideo } from './lesson-video';
import { formatDuration, PlayerLessonList } from './player-lesson-list';

/** The lesson to open: the first not finished (the server's pick), else (all finished) the first. */
function startingLesson(course: OnlineCoursePlayer): number | null {
  const resume = course.lessons.find((lesson) => lesson.id === course.resumeLessonId);
  return (resume ?? course.lessons[0])?.id ?? null;
}

/** /corsoonline/{title} for its buyers: the video of one lesson, the lesson list, and the progress. */
export function OnlineCoursePlayerView({ course }: { course: OnlineCoursePlayer }) {
  const { t } = useTranslation('commerce');
  const { save } = useLessonProgress(course.title);
  const [currentId, setCurrentId] = useState(() => startingLesson(course));
  /** The lesson was opened because the one before ended: it starts playing by itself. */
  const [continued, setContinued] = useState(false);
  const position = useRef(0);
  const index = course.lessons.findIndex((lesson) => lesson.id === currentId);
  const lesson = course.lessons[index];
  const next = course.lessons[index + 1];
  const captions = useBoughtCaptions(`/api/lessons/${lesson?.id ?? 0}`, lesson?.captions);

  // Leaving a lesson (another lesson, another page) keeps where the customer was.
  useEffect(() => {
    if (currentId === null) return;
    position.current = 0;
    return () => {
      if (position.current > 0) void save(currentId, position.current, { force: true });
    };
  }, [currentId, save]);

  if (!lesson) return <p className="content-muted">{t('player.noLessons')}</p>;

  const open = (lessonId: number) => {
    setContinued(false);
    setCurrentId(lessonId);
  };

  const finish = (seconds: number) => {
    void save(lesson.id, seconds, { completed: true });
    if (!next) return;
    // Saved as completed just now: leaving it needs no position saved over it.
    position.current = 0;
    setContinued(true);
    setCurrentId(next.id);
  };

  return (
    <div className="player">
      <div className="player__main">
        <p className="eyebrow">{t('viewer.eyebrowOnline')}</p>
        <h1 className="player__course-title">{course.title}</h1>
        <LessonVideo
          lesson={lesson}
          title={lesson.title}
          onTime={(seconds) => {
            position.current = seconds;
            void save(lesson.id, seconds);
          }}
          onPause={(seconds) => void save(lesson.id, seconds, { force: true })}
          onEnded={finish}
          autoPlay={continued}
          tracks={captions.tracks}
        />
        <div className="player__lesson-head">
          <div>
            <p className="eyebrow">{t('player.lesson', { number: lesson.position })}</p>
            <h2 className="player__lesson-title">{lesson.title}</h2>
            {lesson.positionSeconds > 0 && !lesson.completed && (
              <p className="content-muted">{t('player.resumed', { time: formatDuration(lesson.positionSeconds) })}</p>
            )}
          </div>
          <div className="player__actions">
            <button
              type="button"
              className={`button ${lesson.completed ? 'button-secondary' : 'button-ghost'}`}
              aria-pressed={lesson.completed}
              onClick={() =>
                void save(lesson.id, position.current || lesson.positionSeconds, { completed: !lesson.completed })
              }
            >
              <Check aria-hidden="true" size={18} />
              {t('player.markCompleted')}
            </button>
            {next && (
              <button type="button" className="button button-primary" onClick={() => open(next.id)}>
                <SkipForward aria-hidden="true" size={18} />
                {t('player.next')}
              </button>
            )}
          </div>
        </div>
        <LessonTranscript texts={captions.texts} />
      </div>
      <aside className="player__aside">
        <PlayerLessonList lessons={course.lessons} currentId={lesson.id} onSelect={open} />
      </aside>
      {course.intro && (
        <section className="player__about" aria-labelledby="player-about">
          <h2 id="player-about">{t('player.about')}</h2>
          <p>{course.intro}</p>
        </section>
      )}
    </div>
  );
}
