import { z } from 'zod';
import placesData from './postcode-places.json' with { type: 'json' };

/**
 * Every UK postcode area (plus the Crown dependencies on the same system: GY, JE, IM) with the name of its main
 * post town and an approximate centroid, good to a few kilometres, which is all a regional forecast needs. Districts
 * refine the areas that cover the big arable regions (East Anglia, Lincolnshire, Yorkshire and the south), where an
 * area's centroid is too coarse for the farms our customers run; a district not listed falls back to its area.
 * Non-geographic areas (BF, BX, GIR) are left out on purpose: there is no place to forecast for. The table is data
 * (postcode-places.json), kept beside this file and checked once at start.
 */
export interface PostcodePlace {
  name: string;
  latitude: number;
  longitude: number;
}

const places = z.record(
  z.string().regex(/^[A-Z]{1,2}[0-9A-Z]*$/),
  z
    .tuple([z.string().min(1), z.number().min(49).max(61), z.number().min(-9).max(2)])
    .transform(([name, latitude, longitude]) => ({ name, latitude, longitude })),
);
const placesFile = z.object({ areas: places, districtsByRegion: z.record(z.string(), places) });

// Imported, not read from disk: the server's build bundles it with the code.
const { areas, districtsByRegion } = placesFile.parse(placesData);

export const POSTCODE_AREAS: Readonly<Record<string, PostcodePlace>> = areas;
export const POSTCODE_DISTRICTS: Readonly<Record<string, PostcodePlace>> = Object.assign({}, ...Object.values(districtsByRegion));
