import type { AppContext } from '../../../context.js';
import * as content from './bought-content.repository.js';

/*
 * The catalogue's courses and lessons as their buyers' pages need them (modules/learning): whole rows,
 * whatever the course's status, since a buyer keeps what they bought. Lists are one query for all ids.
 */

export type { CourseRow, OnlineCourseRow } from './bought-content.repository.js';

export const findCourseByTitle = (ctx: AppContext, title: string) => content.findCourseByTitle(ctx.db, title);
export const findOnlineCourseByTitle = (ctx: AppContext, title: string) =>
  content.findOnlineCourseByTitle(ctx.db, title);
export const coursesByIds = (ctx: AppContext, ids: number[]) => content.selectCoursesByIds(ctx.db, ids);
export const onlineCoursesByIds = (ctx: AppContext, ids: number[]) => content.selectOnlineCoursesByIds(ctx.db, ids);
/** The private storage keys of an in-person course's videos, or undefined for no such course. */
export const findCourseVideos = (ctx: AppContext, courseId: number) => content.findCourseVideos(ctx.db, courseId);
/** A lesson: its course, place, title, private video and kept length. */
export const findLesson = (ctx: AppContext, lessonId: number) => content.findLesson(ctx.db, lessonId);
/** The lessons of these online courses, each course's in order. */
export const lessonsOf = (ctx: AppContext, onlineCourseIds: number[]) =>
  content.selectLessonsOf(ctx.db, onlineCourseIds);
