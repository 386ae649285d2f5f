import { describe, expect, it } from 'vitest';
import { buildCalendarFile, calendarFileHref, escapeText, foldLine, nextDay } from './calendar-file.js';

const base = {
  uid: 'course-1@cammini.test',
  title: 'Radici e ali',
  startDate: '2026-12-02',
  endDate: '2026-12-03',
  location: 'Bagno Vignoni, San Quirico d’Orcia, Siena',
  description: 'Due giornate in un piccolo gruppo.\n\nPranzi inclusi; tutto compreso.',
  url: 'https://cammini.test/courseDetail/Radici-e-ali',
  now: new Date('2026-11-22T09:30:15.123Z'),
};

const unfold = (text: string) => text.replace(/\r\n /g, '');

describe('the course calendar file', () => {
  it('is one all-day VEVENT whose DTEND is the day after the last day', () => {
    const lines = buildCalendarFile(base).split('\r\n');
    expect(lines.slice(0, 6)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Cammini di Crescita//Percorsi//IT',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
    ]);
    expect(lines).toContain('UID:course-1@cammini.test');
    expect(lines).toContain('DTSTAMP:20261122T093015Z');
    expect(lines).toContain('DTSTART;VALUE=DATE:20261202');
    expect(lines).toContain('DTEND;VALUE=DATE:20261204');
    expect(lines).toContain('SUMMARY:Radici e ali');
    expect(lines.slice(-3)).toEqual(['END:VEVENT', 'END:VCALENDAR', '']);
  });

  it('ends every line with CRLF and has no bare line feed', () => {
    const file = buildCalendarFile(base);
    expect(file.endsWith('\r\n')).toBe(true);
    expect(file.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('escapes commas, semicolons, backslashes and line breaks in text values', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    const file = unfold(buildCalendarFile(base));
    expect(file).toContain('LOCATION:Bagno Vignoni\\, San Quirico d’Orcia\\, Siena');
    expect(file).toContain('DESCRIPTION:Due giornate in un piccolo gruppo.\\n\\nPranzi inclusi\\; tutto compreso.');
  });

  it('makes a one-day event when there is no last day', () => {
    const file = buildCalendarFile({ ...base, endDate: null });
    expect(file).toContain('DTSTART;VALUE=DATE:20261202\r\nDTEND;VALUE=DATE:20261203\r\n');
  });

  it('rolls the exclusive end over months and years', () => {
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
    expect(nextDay('2026-03-29')).toBe('2026-03-30');
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const long = `DESCRIPTION:${'è'.repeat(100)}`;
    const folded = foldLine(long);
    const encoder = new TextEncoder();
    for (const line of folded.split('\r\n')) expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
    expect(
      folded
        .split('\r\n')
        .slice(1)
        .every((line) => line.startsWith(' ')),
    ).toBe(true);
    expect(unfold(folded)).toBe(long);
    expect(foldLine('SUMMARY:short')).toBe('SUMMARY:short');
  });

  it('leaves out the optional properties it has no value for', () => {
    const file = buildCalendarFile({ uid: 'x@y', title: 'Solo', startDate: '2027-01-13' });
    expect(file).not.toMatch(/LOCATION|DESCRIPTION|URL:/);
  });

  it('is offered as a text/calendar download link', () => {
    const href = calendarFileHref('BEGIN:VCALENDAR\r\n');
    expect(href).toBe('data:text/calendar;charset=utf-8,BEGIN%3AVCALENDAR%0D%0A');
  });
});
