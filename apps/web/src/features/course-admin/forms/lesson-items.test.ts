import { describe, expect, it } from 'vitest';
import {
  canMoveLesson,
  inStoredOrder,
  type LessonItem,
  lessonsFromFiles,
  moveLesson,
  savedLessons,
  titleFromFileName,
} from './lesson-items';

const video = (name: string) => new File([new Uint8Array(4)], name, { type: 'video/mp4' });

describe('lesson items', () => {
  it('titles a new lesson after its file name', () => {
    expect(titleFromFileName('01_respiro-quadrato.mp4')).toBe('01 respiro quadrato');
    expect(titleFromFileName('Rilassamento.finale.mov')).toBe('Rilassamento.finale');
    expect(titleFromFileName(`${'a'.repeat(300)}.mp4`)).toHaveLength(200);
  });

  it('lists saved lessons by position', () => {
    const items = savedLessons([
      { id: 7, position: 2, title: 'Due', durationSeconds: null },
      { id: 3, position: 1, title: 'Uno', durationSeconds: 420 },
    ]);
    expect(items.map((item) => item.kind === 'saved' && item.id)).toEqual([3, 7]);
  });

  it('moves a lesson only among lessons of its kind: new ones stay after the saved ones', () => {
    const items: LessonItem[] = [
      ...savedLessons([
        { id: 1, position: 1, title: 'Uno', durationSeconds: null },
        { id: 2, position: 2, title: 'Due', durationSeconds: null },
      ]),
      ...lessonsFromFiles([video('tre.mp4'), video('quattro.mp4')]),
    ];
    expect(canMoveLesson(items, 0, -1)).toBe(false);
    expect(canMoveLesson(items, 1, 1)).toBe(false);
    expect(canMoveLesson(items, 2, -1)).toBe(false);
    expect(moveLesson(items, 1, -1).map((item) => item.title)).toEqual(['Due', 'Uno', 'tre', 'quattro']);
    expect(moveLesson(items, 2, 1).map((item) => item.title)).toEqual(['Uno', 'Due', 'quattro', 'tre']);
    expect(moveLesson(items, 2, -1)).toEqual(items);
    expect(inStoredOrder([items[3]!, items[0]!, items[2]!]).map((item) => item.title)).toEqual([
      'Uno',
      'quattro',
      'tre',
    ]);
  });
});
