import { describe, expect, it } from 'vitest';
import { buildCalendarFile, calendarLocation } from './calendar-file.js';
import { CourseChangeMessage, CourseFormFields, courseChangeTellsEnrolled } from './course-forms.js';
import { coursePlaceText } from './places.js';

const course = {
  title: 'Ritiro d’inverno',
  author: 'Giulia Ferrante',
  category: 'AUTOSTIMA',
  intro: 'Due giorni insieme.',
  location: 'https://maps.app.goo.gl/abc123',
  description: 'Pranzi inclusi.',
  price: '280',
  dateMode: 'scegliData',
  courseStartDate: '2027-01-09',
  courseEndDate: '2027-01-09',
};

const issuesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('the times and place of an in-person course form', () => {
  it('keeps start and end times, and the place’s name and address, beside the maps link', () => {
    const parsed = CourseFormFields.parse({
      ...course,
      startTime: '09:30',
      endTime: '17:00',
      placeName: ' Agriturismo Il Poggio ',
      placeAddress: 'Via Roma 1, Siena',
    });
    expect(parsed).toMatchObject({
      startTime: '09:30',
      endTime: '17:00',
      placeName: 'Agriturismo Il Poggio',
      placeAddress: 'Via Roma 1, Siena',
    });
  });

  it('leaves them empty (null) when not given', () => {
    expect(CourseFormFields.parse(course)).toMatchObject({
      startTime: null,
      endTime: null,
      placeName: null,
      placeAddress: null,
    });
  });

  it.each([
    ['a time that is not HH:MM', { startTime: '9.30' }, { startTime: 'invalidTime' }],
    ['a time past the day', { startTime: '24:00' }, { startTime: 'invalidTime' }],
    [
      'an end before the start of a one-day course',
      { startTime: '17:00', endTime: '09:00' },
      { endTime: 'endTimeBeforeStart' },
    ],
    ['an end without a start', { endTime: '17:00' }, { startTime: 'endTimeWithoutStart' }],
    ['a place name on two lines', { placeName: 'Il Poggio\nSiena' }, { placeName: 'oneLine' }],
    ['a place address too long', { placeAddress: 'x'.repeat(301) }, { placeAddress: 'tooLong:300' }],
  ])('refuses %s', (_, fields, issues) => {
    expect(issuesOf(CourseFormFields.safeParse({ ...course, ...fields }))).toEqual(issues);
  });

  it('lets a course of several days end earlier in the day than it began', () => {
    const parsed = CourseFormFields.parse({
      ...course,
      courseEndDate: '2027-01-10',
      startTime: '15:00',
      endTime: '12:00',
    });
    expect(parsed).toMatchObject({ startTime: '15:00', endTime: '12:00' });
  });

  it('drops the times of a course without dates', () => {
    const parsed = CourseFormFields.parse({ ...course, dateMode: 'daDefinirsi', startTime: '09:30' });
    expect(parsed).toMatchObject({ courseStartDate: null, startTime: null });
  });
});

describe('the message that goes with a change of date', () => {
  it('is optional, trimmed and at most 1000 characters', () => {
    expect(CourseChangeMessage.parse({}).changeMessage).toBeNull();
    expect(CourseChangeMessage.parse({ changeMessage: '  ' }).changeMessage).toBeNull();
    expect(CourseChangeMessage.parse({ changeMessage: ' A presto! ' }).changeMessage).toBe('A presto!');
    expect(CourseChangeMessage.safeParse({ changeMessage: 'x'.repeat(1001) }).success).toBe(false);
  });
});

describe('which edits tell the enrolled', () => {
  const before = {
    startDate: '2027-01-09',
    endDate: null,
    startTime: null,
    endTime: null,
    location: 'https://maps.app.goo.gl/abc123',
    placeName: null,
    placeAddress: null,
  };
  it('a new day, time or place of a course still to come', () => {
    expect(courseChangeTellsEnrolled(before, { ...before, startDate: '2027-01-16' }, '2026-12-01')).toBe(true);
    expect(courseChangeTellsEnrolled(before, { ...before, startTime: '10:00' }, '2026-12-01')).toBe(true);
    expect(courseChangeTellsEnrolled(before, { ...before, placeName: 'Il Poggio' }, '2026-12-01')).toBe(true);
  });
  it('not an edit that leaves them, nor a course moved to the past or left undated', () => {
    expect(courseChangeTellsEnrolled(before, { ...before }, '2026-12-01')).toBe(false);
    expect(courseChangeTellsEnrolled(before, { ...before, startDate: '2026-11-01' }, '2026-12-01')).toBe(false);
    expect(courseChangeTellsEnrolled(before, { ...before, startDate: null }, '2026-12-01')).toBe(false);
  });
});

describe('the place as people read it', () => {
  it('is the name and address typed, else a location that is not a link, else nothing', () => {
    const location = 'https://maps.app.goo.gl/abc123';
    expect(coursePlaceText({ location, placeName: 'Il Poggio', placeAddress: 'Via Roma 1, Siena' })).toBe(
      'Il Poggio, Via Roma 1, Siena',
    );
    expect(coursePlaceText({ location, placeAddress: 'Via Roma 1, Siena' })).toBe('Via Roma 1, Siena');
    expect(coursePlaceText({ location: 'Bagno Vignoni' })).toBe('Bagno Vignoni');
    expect(coursePlaceText({ location })).toBeNull();
  });
});

describe('the calendar file of a timed course', () => {
  const event = {
    uid: 'course-7@cammini.test',
    title: 'Ritiro',
    startDate: '2027-01-09',
    endDate: '2027-01-10',
    startTime: '09:30',
    endTime: '17:00',
    location: calendarLocation({
      location: 'https://maps.app.goo.gl/abc123',
      placeName: 'Il Poggio',
      placeAddress: 'Via Roma 1, Siena',
    }),
    now: new Date('2026-12-01T10:00:00Z'),
  };

  it('is timed in Italian time from the first day’s start to the last day’s end, with the zone defined', () => {
    const lines = buildCalendarFile(event).split('\r\n');
    expect(lines).toContain('DTSTART;TZID=Europe/Rome:20270109T093000');
    expect(lines).toContain('DTEND;TZID=Europe/Rome:20270110T170000');
    expect(lines).toContain('TZID:Europe/Rome');
    expect(lines.indexOf('BEGIN:VTIMEZONE')).toBeLessThan(lines.indexOf('BEGIN:VEVENT'));
  });

  it('names the place by its name and address', () => {
    expect(buildCalendarFile(event).split('\r\n')).toContain('LOCATION:Il Poggio\\, Via Roma 1\\, Siena');
  });

  it('lasts to the end of the last day when no end time is given', () => {
    const lines = buildCalendarFile({ ...event, endTime: null }).split('\r\n');
    expect(lines).toContain('DTEND;TZID=Europe/Rome:20270111T000000');
  });

  it('stays an all-day event, with no zone, without a start time', () => {
    const lines = buildCalendarFile({ ...event, startTime: null }).split('\r\n');
    expect(lines).toContain('DTSTART;VALUE=DATE:20270109');
    expect(lines).not.toContain('BEGIN:VTIMEZONE');
  });
});
