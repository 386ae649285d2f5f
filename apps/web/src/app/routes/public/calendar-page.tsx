import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Loading } from '../../../components/ui/loading';
import { useCalendarEvents } from '../../../features/calendar/api/calendar-events';
import { DayEvents } from '../../../features/calendar/components/day-events';
import { MonthGrid } from '../../../features/calendar/components/month-grid';
import {
  eventsByDay,
  isoDay,
  monthOf,
  sameMonth,
  today as todayOf,
  type YearMonth,
} from '../../../features/calendar/lib/month-grid';
import { formatWeekdayDate } from '../../../lib/format';
import { usePageTitle } from '../../../lib/use-page-title';
import '../../../styles/courses.css';
import { calendarEventsQuery } from '../../../features/calendar/api/calendar-events';
import type { PagePrefetch } from '../../../lib/page-data';

export const prefetch: PagePrefetch = () => [calendarEventsQuery];

export default function CalendarPage() {
  const { t, i18n } = useTranslation('content');
  usePageTitle(t('calendar.title'));
  const events = useCalendarEvents();
  const today = todayOf();
  const [month, setMonth] = useState<YearMonth>(() => monthOf(today));
  const [selected, setSelected] = useState<string | null>(null);
  const [focusDay, setFocusDay] = useState(today);
  const byDay = useMemo(() => eventsByDay(events.data ?? []), [events.data]);

  function changeMonth(next: YearMonth) {
    setMonth(next);
    // The tab stop follows the month: the chosen day or today when shown, else the 1st.
    const keep = [selected, today].find((day) => day && sameMonth(monthOf(day), next));
    setFocusDay(keep ?? isoDay(next.year, next.month, 1));
  }

  const nextEvent = (events.data ?? [])
    .filter((event) => (event.dateFine ?? event.date) >= isoDay(month.year, month.month, 1))
    .sort((a, b) => a.date.localeCompare(b.date))[0];
  const monthHasEvents = [...byDay.keys()].some((day) => sameMonth(monthOf(day), month));

  function showDay(day: string) {
    changeMonth(monthOf(day));
    setFocusDay(day);
    setSelected(day);
  }

  return (
    <section className="page container">
      <header className="content-header">
        <p className="eyebrow">{t('calendar.eyebrow')}</p>
        <h1>{t('calendar.title')}</h1>
        <p className="lead">{t('calendar.lead')}</p>
      </header>
      {events.isError && <Alert tone="error">{t('calendar.error')}</Alert>}
      <div className="calendar-layout">
        <div className="card">
          <MonthGrid
            month={month}
            onMonthChange={changeMonth}
            eventCount={(day) => byDay.get(day)?.length ?? 0}
            selected={selected}
            onSelect={setSelected}
            focusDay={focusDay}
            onFocusDay={setFocusDay}
            today={today}
          />
        </div>
        <div className="calendar-side" aria-live="polite">
          {events.isPending ? (
            <Loading label={t('calendar.loading')} />
          ) : selected ? (
            <DayEvents day={selected} events={byDay.get(selected) ?? []} />
          ) : (
            <div className="calendar-hint">
              <p>{monthHasEvents ? t('calendar.hint') : t('calendar.emptyMonth')}</p>
              {!monthHasEvents && nextEvent && (
                <button type="button" className="button button-secondary" onClick={() => showDay(nextEvent.date)}>
                  {t('calendar.nextEvent', {
                    title: nextEvent.title,
                    day: formatWeekdayDate(nextEvent.date, i18n.language),
                  })}
                </button>
              )}
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
