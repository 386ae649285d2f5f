/** Prices in euros with two decimals, Italian style ("1.234,50 €"), whatever the interface language. */
const euroFormat = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });
export const formatEuros = (amount: number) => euroFormat.format(amount);

const longDate = {
  it: new Intl.DateTimeFormat('it-IT', { dateStyle: 'long' }),
  en: new Intl.DateTimeFormat('en-GB', { dateStyle: 'long' }),
};
const dayMonth = {
  it: new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'long' }),
  en: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long' }),
};

type Lang = 'it' | 'en';
const lang = (language: string): Lang => (language === 'en' ? 'en' : 'it');

/** Accepts an ISO date ("2026-12-05") or timestamp; date-only values are read as that calendar day. */
function toDate(value: string): Date {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00`) : new Date(value);
}

/** "5 dicembre 2026" */
export const formatLongDate = (value: string, language = 'it') => longDate[lang(language)].format(toDate(value));
/** "5 dicembre" */
export const formatDayMonth = (value: string, language = 'it') => dayMonth[lang(language)].format(toDate(value));
