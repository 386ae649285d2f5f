import { z } from 'zod';

export const GeoLevel = z.enum(['country', 'region', 'province', 'city']);
export type GeoLevel = z.infer<typeof GeoLevel>;
export const Place = z.object({ id: z.string(), name: z.string() });
export type Place = z.infer<typeof Place>;
/** The children of a place, with the level they belong to (countries without provinces skip that level). */
export const PlacesResponse = z.object({ level: GeoLevel, places: z.array(Place) });
export type PlacesResponse = z.infer<typeof PlacesResponse>;
export const PlaceIdParams = z.object({
  id: z
    .string()
    .min(1)
    .max(40)
    .regex(/^[A-Za-z0-9_-]+$/),
});

/**
 * The form of a place's name used to compare what a user typed with the place data, on the server and in
 * the form alike: case, spacing and apostrophe style do not count.
 */
export function normalizePlaceName(name: string): string {
  return name
    .normalize('NFC')
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[’‘`´]/g, "'")
    .toLowerCase();
}
