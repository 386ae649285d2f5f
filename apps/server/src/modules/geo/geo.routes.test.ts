import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const get = (url: string) => testApp.app.inject({ method: 'GET', url });

describe('GET /api/geo/countries', () => {
  it('lists the countries in Italian by default, Italy first, cacheable for a day', async () => {
    const response = await get('/api/geo/countries');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    const body = response.json();
    expect(body.level).toBe('country');
    expect(body.places[0]).toEqual({ id: 'IT', name: 'Italia' });
  });

  it('names them in English with lang=en', async () => {
    const body = (await get('/api/geo/countries?lang=en')).json();
    expect(body.places[0]).toEqual({ id: 'IT', name: 'Italy' });
  });

  it('rejects a language it does not speak', async () => {
    expect((await get('/api/geo/countries?lang=fr')).statusCode).toBe(400);
  });
});

describe('GET /api/geo/places/:id/children', () => {
  it('walks Italy down to the comuni of Firenze', async () => {
    const regions = (await get('/api/geo/places/IT/children')).json();
    expect(regions.level).toBe('region');
    expect(regions.places).toHaveLength(20);
    const toscana = regions.places.find((place: { name: string }) => place.name === 'Toscana');

    const provinces = (await get(`/api/geo/places/${toscana.id}/children`)).json();
    expect(provinces.level).toBe('province');
    const firenze = provinces.places.find((place: { name: string }) => place.name === 'Firenze');

    const response = await get(`/api/geo/places/${firenze.id}/children?lang=en`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    const comuni = response.json();
    expect(comuni.level).toBe('city');
    expect(comuni.places.map((place: { name: string }) => place.name)).toEqual(
      expect.arrayContaining(['Firenze', 'Fiesole']),
    );
  });

  it('gives the states of Germany and the cities of a state, with no province level', async () => {
    const states = (await get('/api/geo/places/DE/children')).json();
    expect(states.level).toBe('region');
    expect(states.places.length).toBeGreaterThan(0);
    const cities = (await get(`/api/geo/places/${states.places[0].id}/children`)).json();
    expect(cities.level).toBe('city');
    expect(cities.places.length).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown place, without caching the answer', async () => {
    const response = await get('/api/geo/places/XX-S-NOPE/children');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'Luogo non trovato', error: 'NOT_FOUND' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 404 below a city', async () => {
    expect((await get('/api/geo/places/IT-C-048017/children')).statusCode).toBe(404);
  });

  // A literal ../ is resolved away before routing; encoded, it reaches the id and must be refused.
  it('answers 400 for a malformed id', async () => {
    for (const id of ['..%2Fx', 'a%20b', 'x'.repeat(41)]) {
      const response = await get(`/api/geo/places/${id}/children`);
      expect(response.statusCode, id).toBe(400);
      expect(response.json().error).toBe('VALIDATION');
    }
  });
});
