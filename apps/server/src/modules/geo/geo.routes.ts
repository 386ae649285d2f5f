import { Language, PlaceIdParams, PlacesResponse } from '@cammini/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.js';
import { listChildren, listCountries } from './geo.service.js';

// The language is in the query, not taken from Accept-Language, so a URL always has the same answer.
const GeoQuery = z.object({ lang: Language.default('it') });

// The data ships with the server and never changes while it runs.
const CACHE_FOR_A_DAY = 'public, max-age=86400';

export async function geoRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/api/geo/countries', {
    schema: {
      tags: ['geo'],
      summary: 'Countries for the place selects, Italy first',
      querystring: GeoQuery,
      response: { 200: PlacesResponse },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', CACHE_FOR_A_DAY);
      return listCountries(request.query.lang);
    },
  });

  app.get('/api/geo/places/:id/children', {
    schema: {
      tags: ['geo'],
      summary: 'The regions, provinces or cities inside a place',
      params: PlaceIdParams,
      querystring: GeoQuery,
      response: { 200: PlacesResponse },
    },
    handler: async (request, reply) => {
      const children = listChildren(request.params.id, request.query.lang);
      if (!children) throw notFound('Luogo non trovato');
      reply.header('cache-control', CACHE_FOR_A_DAY);
      return children;
    },
  });
}
