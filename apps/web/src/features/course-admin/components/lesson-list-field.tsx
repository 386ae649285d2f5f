import { LESSON_UPLOADS_MAX, UploadLimits, VIDEO_TYPES } from '@cammini/contract';
import { ArrowDown, ArrowUp, X } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CaptionControls } from '../../../components/admin/caption-controls';
import { refusalOf } from '../../../components/admin/media-field';
import { canMoveLesson, type LessonItem, lessonsFromFiles, moveLesson } from '../forms/lesson-items';

interface LessonListFieldProps {
  lessons: LessonItem[];
  onChange: (lessons: LessonItem[]) => void;
  /** A problem of the whole list (from the server). */
  error?: string;
  /** Problems of single titles, by lesson key. */
  titleErrors?: Record<string, string>;
}

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

/** A lesson moves one place up or down. */
const MOVES = [
  { step: -1, label: 'lessons.moveUp', Icon: ArrowUp },
  { step: 1, label: 'lessons.moveDown', Icon: ArrowDown },
] as const;

/** The online course's lessons: saved ones (kept or removed, retitled, reordered) and new video files after them. */
export function LessonListField({ lessons, onChange, error, titleErrors = {} }: LessonListFieldProps) {
  const { t } = useTranslation('admin-courses');
  const { t: tAdmin } = useTranslation('admin');
  const id = useId();
  const [refused, setRefused] = useState<string[]>([]);
  const newCount = lessons.filter((lesson) => lesson.kind === 'new').length;

  function addFiles(event: ChangeEvent<HTMLInputElement>) {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = '';
    const messages: string[] = [];
    const accepted = chosen.filter((file) => {
      const refusal = refusalOf(file, 'video');
      if (refusal === 'type') messages.push(tAdmin('media.wrongType.video', { name: file.name }));
      if (refusal === 'size') {
        messages.push(tAdmin('media.tooLarge', { name: file.name, max: megabytes(UploadLimits.videoBytes) }));
      }
      return refusal === null;
    });
    setRefused(messages);
    onChange([...lessons, ...lessonsFromFiles(accepted.slice(0, LESSON_UPLOADS_MAX - newCount))]);
  }

  const rename = (key: string, title: string) =>
    onChange(lessons.map((lesson) => (lesson.key === key ? { ...lesson, title } : lesson)));
  const problems = [error, ...refused].filter(Boolean);

  return (
    <fieldset className="course-form__group lesson-editor" data-invalid={problems.length > 0}>
      <legend>{t('lessons.label')}</legend>
      <p id={`${id}-hint`} className="field-hint">
        {t('lessons.hint')}
      </p>
      {lessons.length === 0 ? (
        <p className="lesson-editor__empty">{t('lessons.empty')}</p>
      ) : (
        <ol className="lesson-editor__items" aria-label={t('lessons.listLabel')}>
          {lessons.map((lesson, index) => {
            const position = index + 1;
            const titleError = titleErrors[lesson.key];
            return (
              <li key={lesson.key} className="lesson-editor__item" data-kind={lesson.kind}>
                <div className="field" data-invalid={Boolean(titleError)}>
                  <label htmlFor={`${id}-${lesson.key}`}>{t('lessons.titleLabel', { position })}</label>
                  <input
                    id={`${id}-${lesson.key}`}
                    type="text"
                    value={lesson.title}
                    required
                    aria-invalid={Boolean(titleError)}
                    aria-describedby={`${id}-${lesson.key}-origin${titleError ? ` ${id}-${lesson.key}-error` : ''}`}
                    onChange={(event) => rename(lesson.key, event.target.value)}
                  />
                  <span id={`${id}-${lesson.key}-origin`} className="lesson-editor__origin">
                    {lesson.kind === 'saved' ? t('lessons.saved') : t('lessons.new', { name: lesson.file.name })}
                  </span>
                  {titleError && (
                    <span id={`${id}-${lesson.key}-error`} className="field-error">
                      {titleError}
                    </span>
                  )}
                </div>
                <div className="lesson-editor__actions">
                  {MOVES.map(({ step, label, Icon }) => (
                    <button
                      key={step}
                      type="button"
                      className="icon-button"
                      aria-label={t(label, { position })}
                      disabled={!canMoveLesson(lessons, index, step)}
                      onClick={() => onChange(moveLesson(lessons, index, step))}
                    >
                      <Icon aria-hidden="true" size={16} />
                    </button>
                  ))}
                  <button
                    type="button"
                    className="icon-button icon-button--danger"
                    aria-label={t('lessons.remove', { position })}
                    onClick={() => onChange(lessons.filter((item) => item.key !== lesson.key))}
                  >
                    <X aria-hidden="true" size={16} />
                  </button>
                </div>
                {lesson.kind === 'saved' ? (
                  <CaptionControls
                    video={`/api/lessons/${lesson.id}`}
                    videoLabel={tAdmin('captions.lesson', { position })}
                    languages={lesson.captions ?? []}
                  />
                ) : (
                  <p className="field-hint lesson-editor__captions-later">{tAdmin('captions.saveFirst')}</p>
                )}
              </li>
            );
          })}
        </ol>
      )}
      <div className="field media-field">
        <label htmlFor={`${id}-add`}>{t('lessons.add')}</label>
        <input
          id={`${id}-add`}
          type="file"
          accept={VIDEO_TYPES.join(',')}
          multiple
          onChange={addFiles}
          aria-describedby={`${id}-hint${problems.length > 0 ? ` ${id}-error` : ''}`}
        />
      </div>
      {problems.length > 0 && (
        <p id={`${id}-error`} className="field-error">
          {problems.join(' ')}
        </p>
      )}
    </fieldset>
  );
}
