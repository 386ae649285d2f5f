/** "2026-12" for a course starting on 2026-12-02: the value of the date filter (`?mese=`). */
export const monthKey = (date: string) => date.slice(0, 7);

export const isMonthKey = (value: string) => /^\d{4}-(0[1-9]|1[0-2])$/.test(value);

/** The months in which at least one course starts, in calendar order: the date filter's options. */
export function courseMonths(courses: readonly { date: string | null }[]): string[] {
  const months = new Set<string>();
  for (const course of courses) if (course.date) months.add(monthKey(course.date));
  return [...months].sort();
}

/**
 * Keeps the courses that start in the chosen month. Undated courses ("date to be decided") belong
 * to no month, so they show only while no month is chosen.
 */
export function filterByStartMonth<T extends { date: string | null }>(courses: readonly T[], month: string): T[] {
  if (!month) return [...courses];
  return courses.filter((course) => course.date !== null && monthKey(course.date) === month);
}
