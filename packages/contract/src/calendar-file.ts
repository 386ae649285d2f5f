import { type CoursePlace, coursePlaceText } from './places.js';

/**
 * A one-event iCalendar file (RFC 5545) for an in-person course: the course page's "add to calendar"
 * link builds it in the browser, the server attaches it to the course's e-mails. Without a start time
 * the course runs whole days, so the event is an all-day event: DTSTART and DTEND are DATE values and
 * DTEND is the day after the last day (it is exclusive). With one, the event is timed in Italian time
 * (TZID Europe/Rome, defined in the file): from the start time of the first day to the end time of the
 * last day, or to the end of the last day when no end time is given.
 */
export interface CalendarFileEvent {
  /** Stable across downloads, so a calendar updates the event instead of adding it twice. */
  uid: string;
  title: string;
  /** First day, "YYYY-MM-DD". */
  startDate: string;
  /** Last day, "YYYY-MM-DD"; none means a one-day course. */
  endDate?: string | null;
  /** "HH:MM", Italian time: when it begins on its first day and ends on its last. */
  startTime?: string | null;
  endTime?: string | null;
  location?: string | null;
  description?: string | null;
  url?: string | null;
  /** When the file is made (DTSTAMP). */
  now?: Date;
}

const CRLF = '\r\n';
const MAX_OCTETS = 75;

/** TEXT values escape backslash, semicolon and comma, and write line breaks as "\n" (§3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Lines longer than 75 octets are folded with CRLF and one space, never inside a UTF-8 character (§3.1). */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines start with the folding space, which counts toward their 75 octets.
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

const compactDate = (isoDate: string) => isoDate.replace(/-/g, '');

/** The day after an ISO date, computed in UTC so no daylight-saving change moves it. */
export function nextDay(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  const date = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (day ?? 1) + 1));
  return date.toISOString().slice(0, 10);
}

/** Europe/Rome's rules since 1996 (last Sunday of March and of October), so TZID names a zone the file defines. */
const ROME_TIME_ZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Rome',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const romeTime = (isoDate: string, time: string) =>
  `TZID=Europe/Rome:${compactDate(isoDate)}T${time.replace(':', '')}00`;

/** The event's start and end lines: whole days, or timed in Italian time when a start time is given. */
function eventSpan(event: CalendarFileEvent, lastDay: string): string[] {
  const startTime = event.startTime && TIME.test(event.startTime) ? event.startTime : null;
  if (!startTime) {
    return [`DTSTART;VALUE=DATE:${compactDate(event.startDate)}`, `DTEND;VALUE=DATE:${compactDate(nextDay(lastDay))}`];
  }
  const endTime = event.endTime && TIME.test(event.endTime) ? event.endTime : null;
  const validEnd = endTime && (lastDay > event.startDate || endTime > startTime);
  return [
    `DTSTART;${romeTime(event.startDate, startTime)}`,
    validEnd ? `DTEND;${romeTime(lastDay, endTime)}` : `DTEND;${romeTime(nextDay(lastDay), '00:00')}`,
  ];
}

/** The event's LOCATION: the place's name and address when given, else the maps link (or name) saved. */
export const calendarLocation = (place: CoursePlace) => coursePlaceText(place) ?? place.location;

const utcStamp = (date: Date) => `${date.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;

export function buildCalendarFile(event: CalendarFileEvent): string {
  const lastDay = event.endDate && event.endDate >= event.startDate ? event.endDate : event.startDate;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Cammini di Crescita//Percorsi//IT',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(event.startTime ? ROME_TIME_ZONE : []),
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(event.now ?? new Date())}`,
    ...eventSpan(event, lastDay),
    `SUMMARY:${escapeText(event.title)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** A link target that downloads the file without a server round trip. */
export const calendarFileHref = (content: string) => `data:text/calendar;charset=utf-8,${encodeURIComponent(content)}`;
