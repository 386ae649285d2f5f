import type { LanguageCode, Place } from '@cammini/contract';

const collators: Record<LanguageCode, Intl.Collator> = {
  it: new Intl.Collator('it'),
  en: new Intl.Collator('en'),
};

/** Places sorted by name as a speaker of the language expects (a new array). */
export function sortPlacesByName(places: readonly Place[], lang: LanguageCode): Place[] {
  const { compare } = collators[lang];
  return [...places].sort((a, b) => compare(a.name, b.name));
}

/** The form of a name used to compare what a user sent with the data: case, spacing and apostrophes do not count. */
export function normalizePlaceName(name: string): string {
  return name
    .normalize('NFC')
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[’‘`´]/g, "'")
    .toLowerCase();
}
