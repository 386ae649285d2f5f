import { describe, expect, it } from 'vitest';
import { isKnownPlace, listChildren, listCountries } from './geo.service.js';

const idOf = (places: { id: string; name: string }[], name: string) => places.find((place) => place.name === name)?.id;
const namesOf = (answer: { places: { name: string }[] } | null) => answer?.places.map((place) => place.name) ?? [];

describe('listCountries', () => {
  it('names Italy "Italia" in Italian and "Italy" in English, and puts it first', () => {
    expect(listCountries('it').places[0]).toEqual({ id: 'IT', name: 'Italia' });
    expect(listCountries('en').places[0]).toEqual({ id: 'IT', name: 'Italy' });
  });

  it('lists the other countries alphabetically in the language', () => {
    const answer = listCountries('it');
    expect(answer.level).toBe('country');
    const others = namesOf(answer).slice(1);
    expect(others).toEqual([...others].sort((a, b) => a.localeCompare(b, 'it')));
    expect(others).toContain('Germania');
    expect(namesOf(listCountries('en'))).toContain('Germany');
  });
});

describe('listChildren in Italy', () => {
  it('gives the 20 regions of Italy', () => {
    const regions = listChildren('IT', 'it');
    expect(regions?.level).toBe('region');
    expect(regions?.places).toHaveLength(20);
    expect(namesOf(regions)).toContain("Valle d'Aosta");
  });

  it('gives the provinces of a region: Toscana has Firenze', () => {
    const toscana = idOf(listChildren('IT', 'it')!.places, 'Toscana');
    const provinces = listChildren(toscana!, 'it');
    expect(provinces?.level).toBe('province');
    expect(provinces?.places).toContainEqual({ id: 'IT-P-FI', name: 'Firenze' });
    expect(provinces?.places).toHaveLength(10);
  });

  it('gives the comuni of a province: Firenze has Firenze and Fiesole', () => {
    const comuni = listChildren('IT-P-FI', 'it');
    expect(comuni?.level).toBe('city');
    expect(comuni?.places).toContainEqual({ id: 'IT-C-048017', name: 'Firenze' });
    expect(namesOf(comuni)).toContain('Fiesole');
  });

  it('keeps accents and apostrophes as the data gives them', () => {
    const comuni = namesOf(listChildren('IT-P-TO', 'it'));
    expect(comuni).toContain('Agliè');
    expect(comuni).toContain("Albiano d'Ivrea");
  });

  it('leaves out the abolished Sardinian provinces, which have no comuni', () => {
    const sardegna = idOf(listChildren('IT', 'it')!.places, 'Sardegna');
    const provinces = namesOf(listChildren(sardegna!, 'it'));
    expect(provinces).toContain('Sud Sardegna');
    expect(provinces).not.toContain('Olbia-Tempio');
  });

  it('has no children below a comune', () => {
    expect(listChildren('IT-C-048017', 'it')).toBeNull();
  });
});

describe('listChildren elsewhere', () => {
  it('gives the states of Germany, then the cities of a state', () => {
    const states = listChildren('DE', 'en');
    expect(states?.level).toBe('region');
    expect(states?.places).toContainEqual({ id: 'DE-S-BY', name: 'Bavaria' });
    const cities = listChildren('DE-S-BY', 'en');
    expect(cities?.level).toBe('city');
    expect(namesOf(cities)).toContain('Munich');
  });

  it('gives the same city ids every time, usable in a URL', () => {
    const first = listChildren('DE-S-BE', 'it')!.places;
    const inEnglish = listChildren('DE-S-BE', 'en')!.places;
    expect(new Map(first.map((p) => [p.name, p.id]))).toEqual(new Map(inEnglish.map((p) => [p.name, p.id])));
    for (const place of first) expect(place.id).toMatch(/^[A-Za-z0-9_-]{1,40}$/);
  });

  it('answers an empty city list for a state without cities in the data', () => {
    expect(listChildren('MC-S-CL', 'it')).toEqual({ level: 'city', places: [] });
  });

  it('has no children below a city', () => {
    const munich = idOf(listChildren('DE-S-BY', 'en')!.places, 'Munich');
    expect(listChildren(munich!, 'en')).toBeNull();
  });

  it('knows nothing of an unknown id', () => {
    expect(listChildren('ZZ', 'it')).toBeNull();
    expect(listChildren('IT-P-ZZ', 'it')).toBeNull();
    expect(listChildren('DE-S-NOPE', 'it')).toBeNull();
  });
});

describe('isKnownPlace', () => {
  const fiesole = { state: 'Italia', region: 'Toscana', province: 'Firenze', city: 'Fiesole' };

  it('accepts an Italian comune in its province and region', () => {
    expect(isKnownPlace(fiesole)).toBe(true);
  });

  it('ignores case and surrounding spaces, and accepts the English country name', () => {
    expect(isKnownPlace({ state: ' italy ', region: 'TOSCANA', province: 'firenze ', city: ' fiesole' })).toBe(true);
  });

  it('rejects a comune in the wrong province', () => {
    expect(isKnownPlace({ ...fiesole, province: 'Prato' })).toBe(false);
  });

  it('rejects a province in the wrong region, or a missing province in Italy', () => {
    expect(isKnownPlace({ ...fiesole, region: 'Lazio' })).toBe(false);
    expect(isKnownPlace({ ...fiesole, province: '' })).toBe(false);
  });

  it('rejects an unknown country', () => {
    expect(isKnownPlace({ ...fiesole, state: 'Atlantide' })).toBe(false);
  });

  it('accepts a German state and one of its cities, with no province', () => {
    expect(isKnownPlace({ state: 'Germania', region: 'Bavaria', province: '', city: 'Munich' })).toBe(true);
  });

  it('rejects a province outside Italy, and a city of another state', () => {
    expect(isKnownPlace({ state: 'Germany', region: 'Bavaria', province: 'Oberbayern', city: 'Munich' })).toBe(false);
    expect(isKnownPlace({ state: 'Germany', region: 'Saarland', province: '', city: 'Munich' })).toBe(false);
  });

  it('accepts any city in a state that has no cities in the data, but not an empty one', () => {
    expect(isKnownPlace({ state: 'Monaco', region: 'La Colle', province: '', city: 'Quartier du Port' })).toBe(true);
    expect(isKnownPlace({ state: 'Monaco', region: 'La Colle', province: '', city: ' ' })).toBe(false);
  });

  it('accepts any region of a country that has no states in the data', () => {
    expect(isKnownPlace({ state: 'Città del Vaticano', region: 'Vaticano', province: '', city: 'Vaticano' })).toBe(
      true,
    );
    expect(isKnownPlace({ state: 'Città del Vaticano', region: '', province: '', city: 'Vaticano' })).toBe(false);
  });
});
