import {
  type CourseChangeRecipient,
  type CourseWhenAndWhere,
  courseChangeTellsEnrolled,
  DEPOSIT_MIN_DAYS_AHEAD,
  itemPath,
} from '@cammini/contract';
import { and, between, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { users } from '../../../db/schema/accounts.js';
import { courses } from '../../../db/schema/catalogue.js';
import { enrolments, orders } from '../../../db/schema/orders.js';
import { addDays, businessDay } from '../../../lib/business-day.js';
import { enqueueMail } from '../../mail/mail.service.js';
import { courseScheduleColumns } from '../shared/course-schedule.repository.js';
import {
  balanceReminderMail,
  type CourseFacts,
  courseChangeMail,
  courseReminderMail,
} from './course-reminder-mails.js';

/** Days before the start when each enrolled customer gets the reminder with the calendar file. */
export const COURSE_REMINDER_DAYS_BEFORE = 2;

const courseUrl = (publicUrl: string, title: string) => `${publicUrl}${itemPath.course(title)}`;

const recipient = { email: users.email, name: users.name, language: users.language };
// The reminders read only courses with a start date (they select by it).
const courseFacts = {
  id: courses.id,
  title: courses.title,
  ...courseScheduleColumns,
  startDate: sql<string>`${courses.startDate}::text`,
};

/**
 * The daily reminders (a background job), each sent once: a week before an in-person course, to each
 * customer who booked it with a deposit and still owes the balance; two days before, to every enrolled
 * customer, with the date, the place, what is still due and the calendar file. A reminder whose day was
 * missed (the server was down) goes at the next run, until the course starts. Answers how many went.
 */
export async function sendCourseReminders(db: Executor, now: Date, publicUrl: string) {
  const today = businessDay(now);
  return db.transaction(async (tx) => {
    const balances = await tx
      .select({ orderId: orders.id, balanceDueCents: orders.balanceDueCents, to: recipient, course: courseFacts })
      .from(orders)
      .innerJoin(courses, eq(courses.id, orders.courseId))
      .innerJoin(users, eq(users.id, orders.userId))
      .where(
        and(
          eq(orders.payment, 'deposit'),
          eq(orders.status, 'paid'),
          gt(orders.balanceDueCents, 0),
          isNull(orders.balanceRemindedAt),
          between(courses.startDate, today, addDays(today, DEPOSIT_MIN_DAYS_AHEAD)),
        ),
      )
      .for('update', { of: orders, skipLocked: true });
    for (const row of balances) {
      const mail = balanceReminderMail(row.to, row.course as CourseFacts, {
        balanceDueCents: row.balanceDueCents,
        accountUrl: `${publicUrl}/utente`,
      });
      await enqueueMail(tx, mail);
    }
    if (balances.length > 0) {
      await tx
        .update(orders)
        .set({ balanceRemindedAt: now })
        .where(
          inArray(
            orders.id,
            balances.map((row) => row.orderId),
          ),
        );
    }

    const enrolled = await tx
      .select({
        enrolmentId: enrolments.id,
        balanceDueCents: sql<number>`coalesce(${orders.balanceDueCents}, 0)`,
        to: recipient,
        course: courseFacts,
      })
      .from(enrolments)
      .innerJoin(courses, eq(courses.id, enrolments.courseId))
      .innerJoin(users, eq(users.id, enrolments.userId))
      .leftJoin(orders, eq(orders.id, enrolments.orderId))
      .where(
        and(
          isNull(enrolments.remindedAt),
          ne(courses.status, 'draft'),
          between(courses.startDate, today, addDays(today, COURSE_REMINDER_DAYS_BEFORE)),
        ),
      )
      .for('update', { of: enrolments, skipLocked: true });
    for (const row of enrolled) {
      const mail = courseReminderMail(row.to, row.course as CourseFacts, {
        balanceDueCents: Number(row.balanceDueCents),
        courseUrl: courseUrl(publicUrl, row.course.title),
        now,
      });
      await enqueueMail(tx, mail);
    }
    if (enrolled.length > 0) {
      await tx
        .update(enrolments)
        .set({ remindedAt: now })
        .where(
          inArray(
            enrolments.id,
            enrolled.map((row) => row.enrolmentId),
          ),
        );
    }
    return { balanceReminders: balances.length, courseReminders: enrolled.length };
  });
}

/**
 * An admin's edit moved a dated in-person course (its days, times or place changed): every enrolled
 * customer is told, with the owner's message if any and the new calendar file, in the edit's
 * transaction. A course already begun or still to be dated tells no one. Answers who was told.
 */
export async function tellEnrolledOfChange(
  tx: Executor,
  before: CourseWhenAndWhere,
  after: CourseWhenAndWhere & { id: number; title: string },
  context: { now: Date; publicUrl: string; message?: string | null },
): Promise<CourseChangeRecipient[]> {
  if (!courseChangeTellsEnrolled(before, after, businessDay(context.now)) || after.startDate === null) return [];
  const course: CourseFacts = { ...after, startDate: after.startDate };
  const people = await tx
    .select({ ...recipient, surname: users.surname })
    .from(enrolments)
    .innerJoin(users, eq(users.id, enrolments.userId))
    .where(eq(enrolments.courseId, after.id));
  for (const person of people) {
    await enqueueMail(
      tx,
      courseChangeMail(person, course, {
        courseUrl: courseUrl(context.publicUrl, course.title),
        now: context.now,
        message: context.message,
      }),
    );
  }
  // A course moved to another day is reminded of again before its new date.
  if (people.length > 0 && before.startDate !== after.startDate) {
    await tx.update(enrolments).set({ remindedAt: null }).where(eq(enrolments.courseId, after.id));
    await tx.update(orders).set({ balanceRemindedAt: null }).where(eq(orders.courseId, after.id));
  }
  return people.map(({ name, surname, email }) => ({ name: `${name} ${surname}`.trim(), email }));
}
