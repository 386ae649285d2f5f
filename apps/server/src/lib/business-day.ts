/** The business runs in Italy: its days, months and course dates turn over at midnight in Rome. */
export const BUSINESS_TIME_ZONE = 'Europe/Rome';

const isoDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The business's calendar day at `now`, as an ISO date (`2026-11-27`): what course dates compare with. */
export function businessDay(now: Date): string {
  return isoDay.format(now);
}

/** The business's year at `now` (in Rome): what order numbers count within. */
export function businessYear(now: Date): number {
  return Number(businessDay(now).slice(0, 4));
}

/** The ISO date `days` after an ISO date (negative for before). */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * Milliseconds from `now` until the business's next day begins. Found by stepping forward by the hour
 * and then by the minute, which holds across the two daylight-saving changes (23- and 25-hour days).
 */
export function msUntilNextBusinessDay(now: Date): number {
  const today = businessDay(now);
  let at = now.getTime();
  const HOUR = 3_600_000;
  while (businessDay(new Date(at + HOUR)) === today) at += HOUR;
  while (businessDay(new Date(at + 60_000)) === today) at += 60_000;
  // `at` is in the day's last minute: the next day starts at the next whole minute.
  return Math.ceil((at + 1) / 60_000) * 60_000 - now.getTime();
}

/**
 * The first instant of a business day (midnight in Rome), for filters by day. Rome is one or two
 * hours ahead of UTC and changes clock at night, never at midnight, so midnight is one of the two.
 */
export function businessDayStart(isoDate: string): Date {
  const utcMidnight = Date.parse(`${isoDate}T00:00:00Z`);
  const summer = new Date(utcMidnight - 2 * 3_600_000);
  return businessDay(summer) === isoDate ? summer : new Date(utcMidnight - 3_600_000);
}

/** The business's month that contains `now`, from its first midnight in Rome up to the next month's. */
export function businessMonth(now: Date): { from: Date; to: Date } {
  const [year, month] = businessDay(now).split('-').map(Number) as [number, number];
  const first = (y: number, m: number) => `${y}-${String(m).padStart(2, '0')}-01`;
  return {
    from: businessDayStart(first(year, month)),
    to: businessDayStart(month === 12 ? first(year + 1, 1) : first(year, month + 1)),
  };
}
