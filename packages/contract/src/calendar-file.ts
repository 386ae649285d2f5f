/**
 * A one-event iCalendar file (RFC 5545) for an in-person course: the course page's "add to calendar"
 * link builds it in the browser, the server attaches it to the course's e-mails. The course runs whole days, so the event is an all-day event:
 * DTSTART and DTEND are DATE values and DTEND is the day after the last day (it is exclusive).
 */
export interface CalendarFileEvent {
  /** Stable across downloads, so a calendar updates the event instead of adding it twice. */
  uid: string;
  title: string;
  /** First day, "YYYY-MM-DD". */
  startDate: string;
  /** Last day, "YYYY-MM-DD"; none means a one-day course. */
  endDate?: string | null;
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

const utcStamp = (date: Date) => `${date.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;

export function buildCalendarFile(event: CalendarFileEvent): string {
  const lastDay = event.endDate && event.endDate >= event.startDate ? event.endDate : event.startDate;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Cammini di Crescita//Percorsi//IT',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(event.now ?? new Date())}`,
    `DTSTART;VALUE=DATE:${compactDate(event.startDate)}`,
    `DTEND;VALUE=DATE:${compactDate(nextDay(lastDay))}`,
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
