import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type LanguageCode, normalizePlaceName, type Place } from '@cammini/contract';
import { ITALY, stateCityId, stateId } from './geo-ids.js';

export interface Country {
  id: string;
  /** Names by language, from the runtime's CLDR data rather than the package's English-only names. */
  names: Record<LanguageCode, string>;
}

export interface WorldPlaces {
  countries: Country[];
  countriesById: Map<string, Country>;
  /** Italian and English names of every country, normalized. */
  countriesByName: Map<string, Country>;
  /** Italy is absent: its places come from the Italian data. */
  statesByCountry: Map<string, Place[]>;
  statesById: Map<string, Place>;
  /** Normalized state name → the states of the country with it (Taiwan has two "Chiayi" and two "Hsinchu"). */
  statesByName: Map<string, Map<string, Place[]>>;
}

/** Cities by state id; a city's id ends with its index in its state's array. */
export type WorldCities = Map<string, Place[]>;

interface CscCountry {
  isoCode: string;
}
interface CscState {
  name: string;
  isoCode: string;
  countryCode: string;
}
/** name, countryCode, stateCode, latitude, longitude */
type CscCity = [string, string, string, string, string];

const require = createRequire(import.meta.url);

// Read the JSON files directly: the package's entry point parses all three, city.json (8 MB) included, on import.
function readCscAsset<T>(file: string): T {
  return JSON.parse(readFileSync(require.resolve(`country-state-city/lib/cjs/assets/${file}`), 'utf8')) as T;
}

/** Countries and their states (first level) from country-state-city, indexed for lookups by id and name. */
export function loadWorldPlaces(): WorldPlaces {
  const displayNames = {
    it: new Intl.DisplayNames(['it'], { type: 'region' }),
    en: new Intl.DisplayNames(['en'], { type: 'region' }),
  };
  const countries = readCscAsset<CscCountry[]>('country.json').map(({ isoCode }): Country => {
    const names = { it: displayNames.it.of(isoCode) ?? isoCode, en: displayNames.en.of(isoCode) ?? isoCode };
    return { id: isoCode, names };
  });
  const countriesByName = new Map<string, Country>();
  for (const country of countries) {
    countriesByName.set(normalizePlaceName(country.names.it), country);
    countriesByName.set(normalizePlaceName(country.names.en), country);
  }

  const statesByCountry = new Map<string, Place[]>();
  const statesById = new Map<string, Place>();
  const statesByName = new Map<string, Map<string, Place[]>>();
  for (const { name, isoCode, countryCode } of readCscAsset<CscState[]>('state.json')) {
    if (countryCode === ITALY) continue;
    const state = { id: stateId(countryCode, isoCode), name };
    statesById.set(state.id, state);
    appendTo(statesByCountry, countryCode, state);
    const byName = statesByName.get(countryCode) ?? new Map<string, Place[]>();
    appendTo(byName, normalizePlaceName(name), state);
    statesByName.set(countryCode, byName);
  }
  return {
    countries,
    countriesById: new Map(countries.map((country) => [country.id, country])),
    countriesByName,
    statesByCountry,
    statesById,
    statesByName,
  };
}

/** The cities of every non-Italian state, grouped once so that a state's list costs only its own size. */
export function loadWorldCities(): WorldCities {
  const citiesByState: WorldCities = new Map();
  for (const [name, countryCode, stateCode] of readCscAsset<CscCity[]>('city.json')) {
    if (countryCode === ITALY) continue;
    const ofState = stateId(countryCode, stateCode);
    const cities = citiesByState.get(ofState) ?? [];
    cities.push({ id: stateCityId(ofState, cities.length), name });
    citiesByState.set(ofState, cities);
  }
  return citiesByState;
}

function appendTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const values = map.get(key);
  if (values) values.push(value);
  else map.set(key, [value]);
}
