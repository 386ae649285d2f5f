import { type CaptionLanguage, CourseTextLimits, type LessonEditItem } from '@cammini/contract';

/**
 * One row of the online course's lesson list: a saved lesson (by id: its video is private) or a
 * file chosen now. Saved lessons come first; new ones follow them (that is the order the server
 * stores), so a lesson moves only among its own kind.
 */
export type LessonItem =
  | { key: string; kind: 'saved'; id: number; title: string; captions?: readonly CaptionLanguage[] }
  | { key: string; kind: 'new'; file: File; title: string };

let nextKey = 0;
const newKey = () => `lesson-${++nextKey}`;

export const savedLessons = (lessons: readonly LessonEditItem[]): LessonItem[] =>
  [...lessons]
    .sort((a, b) => a.position - b.position)
    .map((lesson) => ({
      key: `saved-${lesson.id}`,
      kind: 'saved',
      id: lesson.id,
      title: lesson.title,
      captions: lesson.captions ?? [],
    }));

/** A lesson title from a file name: no extension, separators as spaces ("01_respiro-quadrato.mp4" → "01 respiro quadrato"). */
export function titleFromFileName(name: string): string {
  const title = name
    .replace(/\.[^.]+$/, '')
    .replace(/[_-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return title.slice(0, CourseTextLimits.lessonTitle);
}

export const lessonsFromFiles = (files: readonly File[]): LessonItem[] =>
  files.map((file) => ({ key: newKey(), kind: 'new', file, title: titleFromFileName(file.name) }));

/** Whether the lesson at `index` may move by `delta` (±1) without leaving its kind. */
export function canMoveLesson(items: readonly LessonItem[], index: number, delta: -1 | 1): boolean {
  const target = items[index + delta];
  return target !== undefined && target.kind === items[index]?.kind;
}

export function moveLesson(items: readonly LessonItem[], index: number, delta: -1 | 1): LessonItem[] {
  if (!canMoveLesson(items, index, delta)) return [...items];
  const next = [...items];
  const [moved] = next.splice(index, 1);
  if (moved) next.splice(index + delta, 0, moved);
  return next;
}

/** Keeps saved lessons before new ones, whatever order they were given in. */
export const inStoredOrder = (items: readonly LessonItem[]): LessonItem[] => [
  ...items.filter((item) => item.kind === 'saved'),
  ...items.filter((item) => item.kind === 'new'),
];
