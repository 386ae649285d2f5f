import { type ItalianPlaces, loadItalianPlaces } from './italy-places.data.js';
import { loadWorldCities, loadWorldPlaces, type WorldCities, type WorldPlaces } from './world-places.data.js';

export type { ItalianPlaces, ItalianProvince, ItalianRegion } from './italy-places.data.js';
export type { Country, WorldCities, WorldPlaces } from './world-places.data.js';

/** Loads on first use and keeps the result: the data never changes while the server runs. */
function lazily<T>(load: () => T): () => T {
  let loaded: { value: T } | undefined;
  return () => {
    loaded ??= { value: load() };
    return loaded.value;
  };
}

/** Countries and the states of every country but Italy (about 0.6 MB of JSON). */
export const getWorldPlaces = lazily<WorldPlaces>(loadWorldPlaces);

/** Italy's regions, provinces and comuni (about 1.8 MB of JavaScript). */
export const getItalianPlaces = lazily<ItalianPlaces>(loadItalianPlaces);

/** The cities of every other country (8 MB of JSON): loaded only when a non-Italian city is first needed. */
export const getWorldCities = lazily<WorldCities>(loadWorldCities);
