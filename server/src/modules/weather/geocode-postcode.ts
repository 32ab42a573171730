import type { WeatherLocation } from '@farm/area-weather/domain';
import { POSTCODE_AREAS, POSTCODE_DISTRICTS } from './postcode-places';

/**
 * A full UK postcode ("CB10 2RL") or just its outward code ("CB10"), once spaces are gone and letters are
 * upper case: area letters, district (digit plus optional digit or letter), optional inward code.
 */
const POSTCODE = /^([A-Z]{1,2})([0-9][0-9A-Z]?)([0-9][A-Z]{2})?$/;

export function normalisePostcode(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase();
}

/**
 * Where a postcode is, offline: its district when the table knows it, else its area. Undefined for text that
 * is not a postcode or an area we have no place for, so the caller can say so to the farmer.
 */
export function geocodePostcode(input: string): WeatherLocation | undefined {
  const match = POSTCODE.exec(normalisePostcode(input));
  if (!match) return undefined;
  const [, area = '', district = '', inward] = match;
  const outward = area + district;
  const postcode = inward ? `${outward} ${inward}` : outward;
  const inDistrict = POSTCODE_DISTRICTS[outward];
  if (inDistrict) return { postcode, code: outward, precision: 'district', ...inDistrict };
  const inArea = POSTCODE_AREAS[area];
  if (inArea) return { postcode, code: area, precision: 'area', ...inArea };
  return undefined;
}
