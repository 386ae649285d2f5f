import { buildCalendarFile, calendarLocation, formatMoney, type Language } from '@cammini/contract';
import {
  formatCourseDays,
  type MailAttachment,
  type MailBody,
  type OutgoingMail,
  oneLine,
  renderMailBody,
} from '../../mail/mail.service.js';
import { type CourseSchedule, coursePlaceParagraph, courseWhenText } from '../shared/course-when-where.js';

/** An in-person course as its reminders show it. */
export interface CourseFacts extends CourseSchedule {
  id: number;
  title: string;
  startDate: string;
}

export interface Recipient {
  email: string;
  name: string;
  language: Language;
}

const when = (course: CourseFacts, language: Language) =>
  courseWhenText(course, language) ?? formatCourseDays(course.startDate, null, language);

/** The course as one calendar event (all day, or timed when it has a start time); its UID is the course's, so a calendar updates it on a change. */
function calendarAttachment(course: CourseFacts, courseUrl: string, now: Date): MailAttachment {
  return {
    filename: 'corso.ics',
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: buildCalendarFile({
      uid: `course-${course.id}@${new URL(courseUrl).hostname || 'cammini'}`,
      title: course.title,
      startDate: course.startDate,
      endDate: course.endDate,
      startTime: course.startTime,
      endTime: course.endTime,
      location: calendarLocation(course),
      url: courseUrl,
      now,
    }),
  };
}

const copy = {
  it: {
    greeting: (name: string) => `Ciao ${name},`,
    footer: 'Hai ricevuto questa e-mail perché hai un posto in un corso sul nostro sito.',
    reminderSubject: (title: string) => `Ci vediamo presto: ${title}`,
    reminder: (title: string, dates: string) => `ti ricordiamo che il corso «${title}» si terrà ${dates}.`,
    due: (amount: string) => `Resta da pagare il saldo di ${amount}: puoi pagarlo dalla tua area personale o al corso.`,
    paid: 'Il corso è pagato per intero: non resta nulla da pagare.',
    calendar: 'In allegato trovi il corso da aggiungere al tuo calendario.',
    changeSubject: (title: string) => `Il corso è cambiato: ${title}`,
    change: (title: string) => `il corso «${title}», in cui hai un posto, ha cambiato data, orario o luogo.`,
    newDates: (dates: string) => `Quando: ${dates}`,
    ownerNote: (note: string) => `Un messaggio per te: «${note}»`,
    changeCalendar: 'In allegato trovi il corso aggiornato per il tuo calendario. Se non puoi più esserci, scrivici.',
    balanceSubject: (title: string) => `Il saldo del corso: ${title}`,
    balance: (title: string, start: string, amount: string) =>
      `il corso «${title}» inizia ${start}: resta da pagare il saldo di ${amount}, da versare prima dell'inizio.`,
    balanceHow: 'Puoi pagarlo ora dalla tua area personale, con la carta.',
    action: 'Vai alla tua area personale',
    course: 'Vai al corso',
  },
  en: {
    greeting: (name: string) => `Hello ${name},`,
    footer: 'You received this e-mail because you are enrolled in a course on our site.',
    reminderSubject: (title: string) => `See you soon: ${title}`,
    reminder: (title: string, dates: string) => `a reminder that the course “${title}” takes place ${dates}.`,
    due: (amount: string) => `The balance of ${amount} is still to pay: from your personal area, or at the course.`,
    paid: 'The course is paid in full: there is nothing left to pay.',
    calendar: 'The course is attached, to add to your calendar.',
    changeSubject: (title: string) => `Your course has changed: ${title}`,
    change: (title: string) => `the course “${title}”, which you are enrolled in, has a new date, time or place.`,
    newDates: (dates: string) => `When: ${dates}`,
    ownerNote: (note: string) => `A message for you: “${note}”`,
    changeCalendar: 'The updated course is attached for your calendar. If you can no longer come, write to us.',
    balanceSubject: (title: string) => `The balance of your course: ${title}`,
    balance: (title: string, start: string, amount: string) =>
      `the course “${title}” starts ${start}: the balance of ${amount} is still to pay, before it starts.`,
    balanceHow: 'You can pay it now by card from your personal area.',
    action: 'Go to your personal area',
    course: 'Go to the course',
  },
} as const;

function mail(to: Recipient, subject: string, body: Parameters<typeof renderMailBody>[0], attachment?: MailAttachment) {
  const rendered = renderMailBody(body);
  return {
    to: to.email,
    subject: oneLine(subject),
    ...rendered,
    ...(attachment ? { attachments: [attachment] } : {}),
  } satisfies OutgoingMail;
}

/** A mail about the course itself: its paragraphs, the link to its page and its calendar file. */
function courseMail(
  to: Recipient,
  course: CourseFacts,
  write: (text: (typeof copy)[Language]) => { subject: string; paragraphs: MailBody['paragraphs'] },
  details: { courseUrl: string; now: Date },
): OutgoingMail {
  const text = copy[to.language];
  const { subject, paragraphs } = write(text);
  return mail(
    to,
    subject,
    {
      greeting: text.greeting(to.name),
      paragraphs,
      action: { label: text.course, url: details.courseUrl },
      footer: text.footer,
    },
    calendarAttachment(course, details.courseUrl, details.now),
  );
}

/** Two days before: when and where, what is still due, and the calendar file. */
export function courseReminderMail(
  to: Recipient,
  course: CourseFacts,
  details: { balanceDueCents: number; courseUrl: string; now: Date },
): OutgoingMail {
  return courseMail(
    to,
    course,
    (text) => ({
      subject: text.reminderSubject(course.title),
      paragraphs: [
        text.reminder(course.title, when(course, to.language)),
        coursePlaceParagraph(course, to.language),
        details.balanceDueCents > 0 ? text.due(formatMoney(details.balanceDueCents, to.language)) : text.paid,
        text.calendar,
      ],
    }),
    details,
  );
}

/**
 * The course's days, times or place changed: the new ones, the owner's note if any (plain text, escaped
 * like every paragraph), and the updated calendar file.
 */
export function courseChangeMail(
  to: Recipient,
  course: CourseFacts,
  details: { courseUrl: string; now: Date; message?: string | null },
): OutgoingMail {
  return courseMail(
    to,
    course,
    (text) => ({
      subject: text.changeSubject(course.title),
      paragraphs: [
        text.change(course.title),
        text.newDates(when(course, to.language)),
        coursePlaceParagraph(course, to.language),
        ...(details.message ? [text.ownerNote(details.message)] : []),
        text.changeCalendar,
      ],
    }),
    details,
  );
}

/** A week before: the balance of a deposit booking is still due. */
export function balanceReminderMail(
  to: Recipient,
  course: CourseFacts,
  details: { balanceDueCents: number; accountUrl: string },
): OutgoingMail {
  const text = copy[to.language];
  return mail(to, text.balanceSubject(course.title), {
    greeting: text.greeting(to.name),
    paragraphs: [
      text.balance(
        course.title,
        formatCourseDays(course.startDate, null, to.language),
        formatMoney(details.balanceDueCents, to.language),
      ),
      text.balanceHow,
    ],
    action: { label: text.action, url: details.accountUrl },
    footer: text.footer,
  });
}
