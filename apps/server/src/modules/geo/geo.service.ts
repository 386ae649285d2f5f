import {
  type GeoLevel,
  type LanguageCode,
  normalizePlaceName,
  type Place,
  type PlacesResponse,
} from '@cammini/contract';
import { getItalianPlaces, getWorldCities, getWorldPlaces } from './geo.data.js';
import { ITALY } from './geo-ids.js';
import { sortPlacesByName } from './place-names.js';

/** The place fields of a registration or a profile: names, as the selects showed them. */
export interface PlaceNames {
  state: string;
  region: string;
  province: string;
  city: string;
}

interface Children {
  level: GeoLevel;
  places: readonly Place[];
}

// Answers are built once per place and language; callers must not mutate them.
const answers = new Map<string, PlacesResponse>();

/** Every country, named in the language: Italy first, then the others alphabetically. */
export function listCountries(lang: LanguageCode): PlacesResponse {
  const key = `${lang}:countries`;
  const cached = answers.get(key);
  if (cached) return cached;
  const { countries } = getWorldPlaces();
  const italy = countries.filter((country) => country.id === ITALY);
  const others = countries.filter((country) => country.id !== ITALY);
  const toPlace = (country: (typeof countries)[number]): Place => ({ id: country.id, name: country.names[lang] });
  const answer: PlacesResponse = {
    level: 'country',
    places: [...italy.map(toPlace), ...sortPlacesByName(others.map(toPlace), lang)],
  };
  answers.set(key, answer);
  return answer;
}

/** The places one level below a place, sorted by name; null for an unknown place or a city (a leaf). */
export function listChildren(id: string, lang: LanguageCode): PlacesResponse | null {
  const key = `${lang}:${id}`;
  const cached = answers.get(key);
  if (cached) return cached;
  const children = findChildren(id);
  if (!children) return null;
  const places = children.places.map(({ id: childId, name }) => ({ id: childId, name }));
  const answer: PlacesResponse = { level: children.level, places: sortPlacesByName(places, lang) };
  answers.set(key, answer);
  return answer;
}

function findChildren(id: string): Children | null {
  if (id === ITALY) return { level: 'region', places: getItalianPlaces().regions };
  if (id.startsWith(`${ITALY}-`)) return findItalianChildren(id);
  const world = getWorldPlaces();
  if (world.countriesById.has(id)) return { level: 'region', places: world.statesByCountry.get(id) ?? [] };
  if (world.statesById.has(id)) return { level: 'city', places: getWorldCities().get(id) ?? [] };
  return null;
}

function findItalianChildren(id: string): Children | null {
  const italy = getItalianPlaces();
  const region = italy.regionsById.get(id);
  if (region) return { level: 'province', places: region.provinces };
  const province = italy.provincesById.get(id);
  if (province) return { level: 'city', places: province.comuni };
  return null;
}

/**
 * Whether the names form a chain that the selects could have offered (case, spacing and apostrophe
 * style aside). The server checks it because the selects are only a convenience of the browser.
 */
export function isKnownPlace(place: PlaceNames): boolean {
  const country = getWorldPlaces().countriesByName.get(normalizePlaceName(place.state));
  if (!country) return false;
  return country.id === ITALY ? isKnownItalianPlace(place) : isKnownForeignPlace(country.id, place);
}

function isKnownItalianPlace({ region, province, city }: PlaceNames): boolean {
  const italianRegion = getItalianPlaces().regionsByName.get(normalizePlaceName(region));
  const italianProvince = italianRegion?.provincesByName.get(normalizePlaceName(province));
  return italianProvince?.comuneNames.has(normalizePlaceName(city)) ?? false;
}

function isKnownForeignPlace(countryId: string, { region, province, city }: PlaceNames): boolean {
  const cityName = normalizePlaceName(city);
  if (normalizePlaceName(province) !== '' || cityName === '') return false;
  const world = getWorldPlaces();
  // Where the data has no list to choose from (no states, or a state without cities) the form asks
  // for free text, so any non-empty name is accepted at that level.
  if (!world.statesByCountry.has(countryId)) return normalizePlaceName(region) !== '';
  const states = world.statesByName.get(countryId)?.get(normalizePlaceName(region)) ?? [];
  const citiesByState = getWorldCities();
  return states.some((state) => {
    const cities = citiesByState.get(state.id);
    return !cities || cities.some((known) => normalizePlaceName(known.name) === cityName);
  });
}
