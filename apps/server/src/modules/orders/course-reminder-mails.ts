import { buildCalendarFile, type Language, mapsHref } from '@cammini/contract';
import type { MailAttachment } from '../../db/schema/index.js';
import { formatDate, formatMoney, type OutgoingMail, oneLine, renderMailBody } from '../mail/mail.service.js';

/** An in-person course as its reminders show it. */
export interface CourseFacts {
  id: number;
  title: string;
  startDate: string;
  endDate: string | null;
  location: string;
}

export interface Recipient {
  email: string;
  name: string;
  language: Language;
}

const day = (isoDate: string, language: Language) => formatDate(new Date(`${isoDate}T12:00:00Z`), language);

const when = (course: CourseFacts, language: Language) =>
  course.endDate && course.endDate > course.startDate
    ? `${day(course.startDate, language)} – ${day(course.endDate, language)}`
    : day(course.startDate, language);

/** The course as one all-day calendar event; its UID is the course's, so a calendar updates it on a change. */
function calendarAttachment(course: CourseFacts, courseUrl: string, now: Date): MailAttachment {
  return {
    filename: 'corso.ics',
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: buildCalendarFile({
      uid: `course-${course.id}@${new URL(courseUrl).hostname || 'cammini'}`,
      title: course.title,
      startDate: course.startDate,
      endDate: course.endDate,
      location: course.location,
      url: courseUrl,
      now,
    }),
  };
}

const copy = {
  it: {
    greeting: (name: string) => `Ciao ${name},`,
    footer: 'Hai ricevuto questa e-mail perché sei iscritto a un corso sul nostro sito.',
    reminderSubject: (title: string) => `Ci vediamo presto: ${title}`,
    reminder: (title: string, dates: string) => `ti ricordiamo che il corso «${title}» si terrà ${dates}.`,
    place: (link: string) => `Dove: ${link}`,
    due: (amount: string) => `Resta da pagare il saldo di ${amount}: puoi pagarlo dalla tua area personale o al corso.`,
    paid: 'Il corso è pagato per intero: non devi portare nulla.',
    calendar: 'In allegato trovi il corso da aggiungere al tuo calendario.',
    changeSubject: (title: string) => `Il corso è cambiato: ${title}`,
    change: (title: string) => `il corso «${title}», a cui sei iscritto, ha cambiato data o luogo.`,
    newDates: (dates: string) => `Quando: ${dates}`,
    changeCalendar: 'In allegato trovi il corso aggiornato per il tuo calendario. Se non puoi più esserci, scrivici.',
    balanceSubject: (title: string) => `Il saldo del corso: ${title}`,
    balance: (title: string, dates: string, amount: string) =>
      `il corso «${title}» inizia ${dates}: resta da pagare il saldo di ${amount}, da versare prima dell'inizio.`,
    balanceHow: 'Puoi pagarlo ora dalla tua area personale, con la carta.',
    action: 'Vai alla tua area personale',
    course: 'Vai al corso',
  },
  en: {
    greeting: (name: string) => `Hello ${name},`,
    footer: 'You received this e-mail because you are enrolled in a course on our site.',
    reminderSubject: (title: string) => `See you soon: ${title}`,
    reminder: (title: string, dates: string) => `a reminder that the course “${title}” takes place on ${dates}.`,
    place: (link: string) => `Where: ${link}`,
    due: (amount: string) => `The balance of ${amount} is still to pay: from your personal area, or at the course.`,
    paid: 'The course is paid in full: there is nothing to bring.',
    calendar: 'The course is attached, to add to your calendar.',
    changeSubject: (title: string) => `Your course has changed: ${title}`,
    change: (title: string) => `the course “${title}”, which you are enrolled in, has a new date or place.`,
    newDates: (dates: string) => `When: ${dates}`,
    changeCalendar: 'The updated course is attached for your calendar. If you can no longer come, write to us.',
    balanceSubject: (title: string) => `The balance of your course: ${title}`,
    balance: (title: string, dates: string, amount: string) =>
      `the course “${title}” starts on ${dates}: the balance of ${amount} is still to pay, before it starts.`,
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
  write: (text: (typeof copy)[Language]) => { subject: string; paragraphs: string[] },
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
        text.place(mapsHref(course.location)),
        details.balanceDueCents > 0 ? text.due(formatMoney(details.balanceDueCents, to.language)) : text.paid,
        text.calendar,
      ],
    }),
    details,
  );
}

/** The course's date or place changed: the new ones, and the updated calendar file. */
export function courseChangeMail(
  to: Recipient,
  course: CourseFacts,
  details: { courseUrl: string; now: Date },
): OutgoingMail {
  return courseMail(
    to,
    course,
    (text) => ({
      subject: text.changeSubject(course.title),
      paragraphs: [
        text.change(course.title),
        text.newDates(when(course, to.language)),
        text.place(mapsHref(course.location)),
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
      text.balance(course.title, when(course, to.language), formatMoney(details.balanceDueCents, to.language)),
      text.balanceHow,
    ],
    action: { label: text.action, url: details.accountUrl },
    footer: text.footer,
  });
}
