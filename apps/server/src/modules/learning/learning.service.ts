import type { CourseViewer, OnlineCoursePlayer, OwnedCourse, OwnedOnlineCourse } from '@cammini/contract';
import { centsToEuros } from '@cammini/contract';
import type { AppContext } from '../../context.js';
import { forbidden, notFound } from '../../lib/app-error.js';
import { businessDay } from '../../lib/business-day.js';
import { type CancellationTerms, cancellationClosesOn, courseOver } from '../../lib/sale-finality.js';
import type { SessionContext } from '../../lib/session-context.js';
import { findUserIdByEmail } from '../accounts/users.service.js';
import { captionLanguagesOf } from '../captions/captions.service.js';
import {
  coursesByIds,
  findCourseByTitle,
  findOnlineCourseByTitle,
  lessonsOf,
  onlineCoursesByIds,
} from '../catalogue/courses/bought-content.service.js';
import { coursePagePath, ownsProduct } from '../orders/checkout/orders.service.js';
import { cancellableBookings } from '../orders/refunds/refunds.service.js';
import { listEnrolments } from '../orders/shared/enrolments.service.js';
import { selectProgress } from './learning.repository.js';

/**
 * The day free cancellation of a course closed, when it has and the course is still ahead: the booking
 * then says so, rather than the cancel button just being gone.
 */
function closedCancellationDay(course: CancellationTerms & { endDate: string | null }, now: Date): string | null {
  const closesOn = cancellationClosesOn(course);
  if (closesOn === null || businessDay(now) < closesOn || courseOver(course, now)) return null;
  return closesOn;
}

const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((row) => [row.id, row]));

/**
 * What a customer bought (orders) with each product's row (catalogue): two queries whatever the count.
 * A product the catalogue no longer has is left out, as its page is.
 */
async function boughtProducts<P extends { id: number }>(
  ctx: AppContext,
  userId: number,
  kind: 'course' | 'onlineCourse',
  productsByIds: (ctx: AppContext, ids: number[]) => Promise<P[]>,
) {
  const bought = await listEnrolments(ctx, userId, kind);
  const products = byId(await productsByIds(ctx, [...new Set(bought.map((row) => row.productId))]));
  return bought.flatMap(({ productId, ...purchase }) => {
    const course = products.get(productId);
    return course ? [{ course, ...purchase }] : [];
  });
}

export async function listOwnedCourses(ctx: AppContext, userId: number): Promise<OwnedCourse[]> {
  const [rows, cancellable] = await Promise.all([
    boughtProducts(ctx, userId, 'course', coursesByIds),
    cancellableBookings(ctx, userId),
  ]);
  const now = ctx.clock.now();
  return rows.map(({ course, purchasedAt, orderNumber, balanceDueCents }) => ({
    title: course.title,
    category: course.category,
    intro: course.intro,
    author: course.author,
    immagineCopertina: course.coverImage,
    location: course.location,
    date: course.startDate,
    dateFine: course.endDate,
    link: coursePagePath('course', course.title),
    purchasedAt: purchasedAt.toISOString(),
    orderNumber,
    balanceDue: centsToEuros(balanceDueCents),
    cancellation: cancellable.has(course.id) ? { refund: centsToEuros(cancellable.get(course.id) ?? 0) } : null,
    cancellationClosedOn: closedCancellationDay(course, now),
  }));
}

/** The online courses a customer owns with how many lessons each has and how many they finished. */
export async function listOwnedOnlineCourses(ctx: AppContext, userId: number): Promise<OwnedOnlineCourse[]> {
  const rows = await boughtProducts(ctx, userId, 'onlineCourse', onlineCoursesByIds);
  const lessons = await lessonsOf(ctx, [...new Set(rows.map((row) => row.course.id))]);
  const progress = await selectProgress(
    ctx.db,
    userId,
    lessons.map((lesson) => lesson.id),
  );
  const count = (courseId: number, finished: boolean) =>
    lessons.filter(
      (lesson) => lesson.onlineCourseId === courseId && (!finished || progress.get(lesson.id)?.completed === true),
    ).length;
  return rows.map(({ course, purchasedAt, orderNumber }) => ({
    title: course.title,
    category: course.category,
    intro: course.intro,
    author: course.author,
    immagineCopertina: course.coverImage,
    lessonsCount: count(course.id, false),
    completedLessons: count(course.id, true),
    link: coursePagePath('onlineCourse', course.title),
    purchasedAt: purchasedAt.toISOString(),
    orderNumber,
  }));
}

/**
 * Admin power over customers' purchases, lessons and videos comes only from an admin's private
 * token: a stolen login token (kept 30 days in a browser) reads no more than any customer's own.
 */
export const actsAsAdmin = (session: SessionContext) => session.group === 'admin' && session.kind === 'private';

/**
 * /api/user/getcourses/{email} and its online twin: the caller's own e-mail, or an admin (private
 * token) asking about anyone. There is no fixed shared credential here.
 */
export async function findCustomerIdForCaller(
  ctx: AppContext,
  session: SessionContext,
  email: string,
): Promise<number> {
  if (email === session.email) return session.userId;
  if (!actsAsAdmin(session)) throw forbidden();
  const userId = await findUserIdByEmail(ctx, email);
  if (userId === undefined) throw notFound('Utente non trovato');
  return userId;
}

const notOwned = () => forbidden('Questo corso è riservato a chi lo ha acquistato');

/** Admins (private token) see every course; anyone else only the ones they bought. */
export async function canView(ctx: AppContext, session: SessionContext, kind: 'course' | 'onlineCourse', id: number) {
  return actsAsAdmin(session) || (await ownsProduct(ctx, session.userId, kind, id));
}

/**
 * /corso/{title}: the intro of an in-person course and its videos, for its buyers. The videos are
 * private files: the viewer gets their positions and asks for a signed address of each.
 */
export async function getCourseViewer(ctx: AppContext, session: SessionContext, title: string): Promise<CourseViewer> {
  const course = await findCourseByTitle(ctx, title);
  if (!course) throw notFound('Corso non trovato');
  if (!(await canView(ctx, session, 'course', course.id))) throw notOwned();
  const captions = await captionLanguagesOf(ctx, course.videos);
  return {
    id: course.id,
    title: course.title,
    intro: course.intro,
    description: course.description,
    author: course.author,
    location: course.location,
    date: course.startDate,
    dateFine: course.endDate,
    immagineCopertina: course.coverImage,
    videos: course.videos.map((key, index) => ({ position: index + 1, captions: captions.get(key) ?? [] })),
  };
}

/** /corsoonline/{title}: the lessons with this customer's progress, and the lesson to resume. */
export async function getOnlineCoursePlayer(
  ctx: AppContext,
  session: SessionContext,
  title: string,
): Promise<OnlineCoursePlayer> {
  const course = await findOnlineCourseByTitle(ctx, title);
  if (!course) throw notFound('Corso online non trovato');
  if (!(await canView(ctx, session, 'onlineCourse', course.id))) throw notOwned();
  const lessons = await lessonsOf(ctx, [course.id]);
  const [progress, captions] = await Promise.all([
    selectProgress(
      ctx.db,
      session.userId,
      lessons.map((lesson) => lesson.id),
    ),
    captionLanguagesOf(
      ctx,
      lessons.map((lesson) => lesson.videoPath),
    ),
  ]);
  // Never the video path: the player asks for a signed address of each lesson.
  const rows = lessons.map((lesson) => ({
    id: lesson.id,
    position: lesson.position,
    title: lesson.title,
    durationSeconds: lesson.durationSeconds,
    positionSeconds: progress.get(lesson.id)?.positionSeconds ?? 0,
    completed: progress.get(lesson.id)?.completed ?? false,
    captions: captions.get(lesson.videoPath) ?? [],
  }));
  // The course goes on where it was left: the first lesson, in order, not yet finished.
  const firstUnfinished = rows.find((row) => !row.completed);
  return {
    title: course.title,
    intro: course.intro,
    description: course.description,
    author: course.author,
    immagineCopertina: course.coverImage,
    lessons: rows,
    resumeLessonId: firstUnfinished?.id ?? null,
  };
}
