import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMonthKey, formatWeekdayDate, weekdayNames } from '../../../lib/format';
import { addDays, addMonths, monthKey, monthOf, monthWeeks, type YearMonth } from '../lib/month-grid';

interface MonthGridProps {
  month: YearMonth;
  onMonthChange: (month: YearMonth) => void;
  /** How many events each ISO day has. */
  eventCount: (day: string) => number;
  selected: string | null;
  onSelect: (day: string) => void;
  /** The day that takes the keyboard focus (one tab stop for the whole grid). */
  focusDay: string;
  onFocusDay: (day: string) => void;
  today: string;
}

const KEY_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/**
 * A month as a table of day buttons, Monday first. One day is in the tab order; the arrow keys move
 * between days (crossing into the next or previous month), Page Up and Page Down change month.
 */
export function MonthGrid(props: MonthGridProps) {
  const { month, onMonthChange, eventCount, selected, onSelect, focusDay, onFocusDay, today } = props;
  const { t, i18n } = useTranslation('content');
  const captionId = useId();
  const table = useRef<HTMLTableElement>(null);
  const moveFocus = useRef(false);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    table.current?.querySelector<HTMLButtonElement>(`button[data-day="${focusDay}"]`)?.focus();
  }, [focusDay]);

  function goTo(day: string) {
    moveFocus.current = true;
    const target = monthOf(day);
    if (target.year !== month.year || target.month !== month.month) onMonthChange(target);
    onFocusDay(day);
  }

  function handleKey(event: KeyboardEvent<HTMLButtonElement>, day: string) {
    const step = KEY_STEPS[event.key];
    if (step !== undefined) {
      event.preventDefault();
      goTo(addDays(day, step));
    } else if (event.key === 'PageUp' || event.key === 'PageDown') {
      event.preventDefault();
      const next = addMonths(monthOf(day), event.key === 'PageUp' ? -1 : 1);
      const lastDay = new Date(next.year, next.month + 1, 0).getDate();
      const dayNumber = Math.min(Number(day.slice(8, 10)), lastDay);
      goTo(`${next.year}-${String(next.month + 1).padStart(2, '0')}-${String(dayNumber).padStart(2, '0')}`);
    }
  }

  const label = formatMonthKey(monthKey(month), i18n.language);
  const weekdays = weekdayNames(i18n.language);

  return (
    <div className="month-grid">
      <div className="month-grid__header">
        <button
          type="button"
          className="icon-button"
          onClick={() => onMonthChange(addMonths(month, -1))}
          aria-label={t('calendar.previous')}
          title={t('calendar.previous')}
        >
          <ChevronLeft aria-hidden="true" size={20} />
        </button>
        <h2 id={captionId} aria-live="polite">
          {label}
        </h2>
        <button
          type="button"
          className="icon-button"
          onClick={() => onMonthChange(addMonths(month, 1))}
          aria-label={t('calendar.next')}
          title={t('calendar.next')}
        >
          <ChevronRight aria-hidden="true" size={20} />
        </button>
      </div>
      <table className="month-grid__table" aria-labelledby={captionId} ref={table}>
        <thead>
          <tr>
            {weekdays.map((weekday) => (
              <th key={weekday.long} scope="col">
                <span aria-hidden="true">{weekday.short.replace('.', '')}</span>
                <span className="visually-hidden">{weekday.long}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week) => (
            <tr key={week.find(Boolean)}>
              {weekdays.map((weekday, column) => {
                const day = week[column];
                if (!day) return <td key={weekday.long} />;
                const count = eventCount(day);
                const classes = [
                  'month-grid__day',
                  count > 0 && 'month-grid__day--event',
                  day === selected && 'month-grid__day--selected',
                  day === today && 'month-grid__day--today',
                ]
                  .filter(Boolean)
                  .join(' ');
                return (
                  <td key={day}>
                    <button
                      type="button"
                      className={classes}
                      data-day={day}
                      tabIndex={day === focusDay ? 0 : -1}
                      aria-pressed={day === selected}
                      aria-current={day === today ? 'date' : undefined}
                      aria-label={[
                        formatWeekdayDate(day, i18n.language),
                        count > 0 ? t('calendar.eventsOnDay', { count }) : t('calendar.noEventsShort'),
                      ].join(', ')}
                      onClick={() => {
                        onFocusDay(day);
                        onSelect(day);
                      }}
                      onKeyDown={(event) => handleKey(event, day)}
                    >
                      {Number(day.slice(8, 10))}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="month-grid__legend">
        <span className="month-grid__swatch" aria-hidden="true" />
        {t('calendar.legend')}
      </p>
    </div>
  );
}
