import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatMonthKey } from '../../../lib/format';
import { isMonthKey } from '../lib/month-filter';

export const MONTH_PARAM = 'mese';

/** The chosen start month from the address (`?mese=2026-12`); anything malformed means "all dates". */
export function useMonthParam(): string {
  const [params] = useSearchParams();
  const month = params.get(MONTH_PARAM) ?? '';
  return isMonthKey(month) ? month : '';
}

/** The date filter of /corsi: a month select over the months in which courses start. */
export function CourseMonthFilter({ months }: { months: string[] }) {
  const { t, i18n } = useTranslation('content');
  const [, setParams] = useSearchParams();
  const month = useMonthParam();
  const options = month && !months.includes(month) ? [...months, month].sort() : months;

  function choose(value: string) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(MONTH_PARAM, value);
        else next.delete(MONTH_PARAM);
        return next;
      },
      { replace: true },
    );
  }

  return (
    <label className="list-toolbar__filter">
      <span className="visually-hidden">{t('courses.monthFilter')}</span>
      <select value={month} onChange={(event) => choose(event.target.value)}>
        <option value="">{t('courses.allDates')}</option>
        {options.map((value) => (
          <option key={value} value={value}>
            {formatMonthKey(value, i18n.language)}
          </option>
        ))}
      </select>
    </label>
  );
}
