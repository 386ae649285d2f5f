import { describe, expect, it } from 'vitest';
import {
  CourseFormFields,
  CourseUpdateTarget,
  EuroText,
  LessonIdList,
  LessonTitlesField,
  OnlineCourseFormFields,
  SeatsText,
} from './course-forms.js';

const course = {
  title: 'Radici e ali',
  author: 'Giulia Ferrante',
  category: 'AUTOSTIMA',
  intro: 'Un weekend in Val d’Orcia.',
  location: 'https://www.google.com/maps/search/?api=1&query=Bagno+Vignoni',
  description: 'Due giornate insieme.\n\nPranzi inclusi.',
  price: '280',
  affiliatePrice: '28',
  facilitatorPrice: '70',
  dateMode: 'scegliData',
  courseStartDate: '2030-05-10',
  courseEndDate: '2030-05-11',
};

const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('prices typed in a form', () => {
  it('reads euros with a dot or a comma and at most two decimals', () => {
    expect(EuroText.parse('49')).toBe(49);
    expect(EuroText.parse(' 49.9 ')).toBe(49.9);
    expect(EuroText.parse('49,90')).toBe(49.9);
    for (const bad of ['', 'gratis', '-5', '4.999', '1e3', '10.']) {
      expect(EuroText.safeParse(bad).success, bad).toBe(false);
    }
  });
});

describe('seats typed in a form', () => {
  it('reads a whole number, or nothing for no limit', () => {
    expect(SeatsText.parse('12')).toBe(12);
    expect(SeatsText.parse(' 0 ')).toBe(0);
    expect(SeatsText.parse(8)).toBe(8);
    expect(SeatsText.parse('')).toBeNull();
    expect(SeatsText.parse(undefined)).toBeNull();
    for (const bad of ['-1', '2.5', '1e3', 'dodici', '10001', 3.5, -2]) {
      expect(SeatsText.safeParse(bad).success, String(bad)).toBe(false);
    }
  });
});

describe('the in-person course form', () => {
  it('publishes unless told otherwise, and knows only the three statuses', () => {
    expect(CourseFormFields.parse(course).status).toBe('published');
    expect(CourseFormFields.parse({ ...course, status: 'draft' }).status).toBe('draft');
    expect(CourseFormFields.safeParse({ ...course, status: 'hidden' }).success).toBe(false);
    expect(OnlineCourseFormFields.parse({ ...course, status: 'archived' }).status).toBe('archived');
  });

  it('reads the free cancellation badge from a checkbox or a multipart field; left out, it is off', () => {
    expect(CourseFormFields.parse(course).freeCancellation).toBe(false);
    expect(CourseFormFields.parse({ ...course, freeCancellation: true }).freeCancellation).toBe(true);
    expect(CourseFormFields.parse({ ...course, freeCancellation: 'true' }).freeCancellation).toBe(true);
    expect(CourseFormFields.parse({ ...course, freeCancellation: 'false' }).freeCancellation).toBe(false);
    for (const bad of ['yes', '1', 'on', '']) {
      expect(CourseFormFields.safeParse({ ...course, freeCancellation: bad }).success, bad).toBe(false);
    }
  });

  it('answers euros and keeps the dates of "Inserisci data"', () => {
    expect(CourseFormFields.parse(course)).toMatchObject({
      price: 280,
      affiliatePrice: 28,
      facilitatorPrice: 70,
      dateMode: 'scegliData',
      courseStartDate: '2030-05-10',
      courseEndDate: '2030-05-11',
    });
  });

  it('requires the start date only when a date is chosen, and an end not before it', () => {
    expect(issuesOf(CourseFormFields.safeParse({ ...course, courseStartDate: '', courseEndDate: '' }))).toEqual({
      courseStartDate: 'startDateRequired',
    });
    expect(issuesOf(CourseFormFields.safeParse({ ...course, courseEndDate: '2030-05-09' }))).toEqual({
      courseEndDate: 'endBeforeStart',
    });
    expect(CourseFormFields.parse({ ...course, courseEndDate: '' }).courseEndDate).toBeNull();
  });

  it('clears the dates for the two undated choices', () => {
    for (const dateMode of ['nessuna', 'daDefinirsi']) {
      expect(CourseFormFields.parse({ ...course, dateMode, courseEndDate: '2000-01-01' })).toMatchObject({
        dateMode,
        courseStartDate: null,
        courseEndDate: null,
      });
    }
  });

  it('reads a form without a date choice from its start date', () => {
    const { dateMode: _, ...withoutMode } = course;
    expect(CourseFormFields.parse(withoutMode).dateMode).toBe('scegliData');
    expect(CourseFormFields.parse({ ...withoutMode, courseStartDate: '', courseEndDate: '' }).dateMode).toBe('nessuna');
  });

  it('takes empty shares as zero but refuses shares larger than the price', () => {
    expect(CourseFormFields.parse({ ...course, affiliatePrice: '', facilitatorPrice: undefined })).toMatchObject({
      affiliatePrice: 0,
      facilitatorPrice: 0,
    });
    expect(
      issuesOf(CourseFormFields.safeParse({ ...course, affiliatePrice: '200', facilitatorPrice: '80.01' })),
    ).toEqual({ facilitatorPrice: 'sharesOverPrice' });
  });

  it('reports every problem at once, the rules included', () => {
    const issues = issuesOf(
      CourseFormFields.safeParse({
        ...course,
        title: ' ',
        location: 'javascript:alert(1)',
        facilitatorPrice: '999',
        courseStartDate: '',
      }),
    );
    expect(issues).toEqual({
      title: 'required',
      location: 'unsafeLocation',
      facilitatorPrice: 'sharesOverPrice',
      courseStartDate: 'startDateRequired',
    });
  });

  it('refuses a title without letters or digits and titles on several lines', () => {
    expect(issuesOf(CourseFormFields.safeParse({ ...course, title: '- -' }))).toEqual({
      title: 'titleNeedsLetters',
    });
    expect(issuesOf(CourseFormFields.safeParse({ ...course, title: 'Due\nrighe' }))).toEqual({
      title: 'oneLine',
    });
  });
});

describe('the online course form', () => {
  it('requires all three prices', () => {
    const online = { ...course, price: '59', facilitatorPrice: '', affiliatePrice: '6' };
    expect(issuesOf(OnlineCourseFormFields.safeParse(online))).toEqual({
      facilitatorPrice: 'required',
    });
  });
});

describe('edit fields', () => {
  it('treats an empty new title as no rename', () => {
    expect(CourseUpdateTarget.parse({ title: 'Radici e ali', newTitle: ' ' })).toEqual({
      title: 'Radici e ali',
      newTitle: undefined,
    });
  });

  it('reads the kept lesson ids in order, and lesson titles as a JSON list', () => {
    expect(LessonIdList.parse('12, 3,7')).toEqual([12, 3, 7]);
    expect(LessonIdList.parse('')).toEqual([]);
    expect(LessonIdList.safeParse('12,abc').success).toBe(false);
    expect(LessonTitlesField.parse('["Uno","Due, con virgola"]')).toEqual(['Uno', 'Due, con virgola']);
    expect(LessonTitlesField.safeParse('["Uno",""]').success).toBe(false);
    expect(LessonTitlesField.safeParse('non json').success).toBe(false);
  });
});
