import { type CoursePlace, coursePlaceText, type Language, mapsHref } from '@cammini/contract';
import { formatCourseDays, type LinkedParagraph } from '../../mail/mail.service.js';

/** An in-person course's days, times and place, as its e-mails and receipts state them. */
export interface CourseSchedule extends CoursePlace {
  startDate: string | null;
  endDate: string | null;
  startTime: string | null;
  endTime: string | null;
}

const words = {
  it: {
    times: (start: string, end: string | null, oneDay: boolean) =>
      end ? (oneDay ? `dalle ${start} alle ${end}` : `inizio alle ${start}, fine alle ${end}`) : `alle ${start}`,
    where: (place: string) => `Dove: ${place}`,
    map: 'Apri la mappa',
    whereMapOnly: 'Dove: il luogo è sulla mappa',
  },
  en: {
    times: (start: string, end: string | null, oneDay: boolean) =>
      end ? (oneDay ? `from ${start} to ${end}` : `starting at ${start}, ending at ${end}`) : `at ${start}`,
    where: (place: string) => `Where: ${place}`,
    map: 'Open the map',
    whereMapOnly: 'Where: the place is on the map',
  },
} as const;

/**
 * When, as a sentence goes on after "si terrà" / "takes place": "il 9 gennaio 2027, dalle 09:30 alle
 * 17:00", "from 9 to 10 January 2027, starting at 09:30, ending at 17:00". Null while undated.
 */
export function courseWhenText(course: CourseSchedule, language: Language): string | null {
  if (!course.startDate) return null;
  const days = formatCourseDays(course.startDate, course.endDate, language);
  if (!course.startTime) return days;
  const oneDay = !course.endDate || course.endDate <= course.startDate;
  return `${days}, ${words[language].times(course.startTime, course.endTime, oneDay)}`;
}

/** Where: the place as typed, with the map as a link (never a raw maps address in the sentence). */
export function coursePlaceParagraph(course: CoursePlace, language: Language): LinkedParagraph {
  const text = words[language];
  const place = coursePlaceText(course);
  return {
    text: place ? text.where(place) : text.whereMapOnly,
    link: { label: text.map, url: mapsHref(course.location) },
  };
}
