import {
  type CourseChangeRecipient,
  type CourseWhenAndWhere,
  courseChangeTellsEnrolled,
  DEPOSIT_MIN_DAYS_AHEAD,
  itemPath,
} from '@cammini/contract';
import type { Executor } from '../../../db/client.js';
import { addDays, businessDay } from '../../../lib/business-day.js';
import { enqueueMail } from '../../mail/mail.service.js';
import {
  balanceReminderMail,
  type CourseFacts,
  courseChangeMail,
  courseReminderMail,
} from './course-reminder-mails.js';
import {
  forgetReminders,
  markBalancesReminded,
  markEnrolmentsReminded,
  selectDueBalanceReminders,
  selectDueCourseReminders,
  selectEnrolledPeople,
} from './course-reminders.repository.js';

/** Days before the start when each enrolled customer gets the reminder with the calendar file. */
export const COURSE_REMINDER_DAYS_BEFORE = 2;

const courseUrl = (publicUrl: string, title: string) => `${publicUrl}${itemPath.course(title)}`;

/**
 * The daily reminders (a background job), each sent once: a week before an in-person course, to each
 * customer who booked it with a deposit and still owes the balance; two days before, to every enrolled
 * customer, with the date, the place, what is still due and the calendar file. A reminder whose day was
 * missed (the server was down) goes at the next run, until the course starts. Answers how many went.
 */
export async function sendCourseReminders(db: Executor, now: Date, publicUrl: string) {
  const today = businessDay(now);
  return db.transaction(async (tx) => {
    const balances = await selectDueBalanceReminders(tx, today, addDays(today, DEPOSIT_MIN_DAYS_AHEAD));
    for (const row of balances) {
      const mail = balanceReminderMail(row.to, row.course as CourseFacts, {
        balanceDueCents: row.balanceDueCents,
        accountUrl: `${publicUrl}/utente`,
      });
      await enqueueMail(tx, mail);
    }
    await markBalancesReminded(
      tx,
      balances.map((row) => row.orderId),
      now,
    );

    const enrolled = await selectDueCourseReminders(tx, today, addDays(today, COURSE_REMINDER_DAYS_BEFORE));
    for (const row of enrolled) {
      const mail = courseReminderMail(row.to, row.course as CourseFacts, {
        balanceDueCents: Number(row.balanceDueCents),
        courseUrl: courseUrl(publicUrl, row.course.title),
        now,
      });
      await enqueueMail(tx, mail);
    }
    await markEnrolmentsReminded(
      tx,
      enrolled.map((row) => row.enrolmentId),
      now,
    );
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
  const people = await selectEnrolledPeople(tx, after.id);
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
    await forgetReminders(tx, after.id);
  }
  return people.map(({ name, surname, email }) => ({ name: `${name} ${surname}`.trim(), email }));
}
