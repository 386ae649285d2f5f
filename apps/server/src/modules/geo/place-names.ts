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
