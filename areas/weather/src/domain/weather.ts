import * as z from 'zod';
import { WEATHER_LOCATION_MAX_LENGTH } from './weather-constants';

/** The two views of the weather page (spec 1 §7): the next 24 hours in 3-hour slices, or five days. */
export const weatherRangeSchema = z.enum(['24HR', '5D']);
export type WeatherRange = z.infer<typeof weatherRangeSchema>;

/** The icons the widget can draw; every provider maps its own codes onto these. */
export const weatherIconTypeSchema = z.enum(['clear', 'partly-cloudy', 'cloudy', 'fog', 'drizzle', 'rain', 'heavy-rain', 'sleet', 'snow', 'thunder']);
export type WeatherIconType = z.infer<typeof weatherIconTypeSchema>;

/**
 * One row of the forecast (spec 1 §3). `until` is the end of the period the row covers (exclusive), as an
 * ISO instant: a 3-hour period for 24HR, a UK calendar day for 5D. Units: °C, mph, mm, %.
 * `direction` is in degrees clockwise from north and says where the wind blows FROM (the meteorological
 * convention: 225 is a south-westerly).
 * `soilMoisture` is volumetric water content in % (m³ of water per m³ of soil, × 100).
 */
export const weatherSliceSchema = z.object({
  until: z.iso.datetime({ offset: true }),
  iconType: weatherIconTypeSchema,
  /** A short forecast a farmer reads, such as "Light rain". */
  forecast: z.string(),
  minimumTemperature: z.number(),
  maximumTemperature: z.number(),
  windSpeed: z.number().min(0),
  direction: z.number().min(0).max(360),
  precipitation: z.number().min(0),
  soilTemperature: z.number(),
  soilMoisture: z.number().min(0).max(100),
  cloudCover: z.number().min(0).max(100),
  humidex: z.number(),
});
export type WeatherSlice = z.infer<typeof weatherSliceSchema>;

export const weatherLocationSchema = z.object({
  /** The postcode as asked, normalised: upper case with one space before the inward code. */
  postcode: z.string(),
  /** The postcode district (for example CB10) or area (CB) the forecast was made for. */
  code: z.string(),
  /** Its place name, for example "Saffron Walden". */
  name: z.string(),
  precision: z.enum(['district', 'area']),
  latitude: z.number(),
  longitude: z.number(),
});
export type WeatherLocation = z.infer<typeof weatherLocationSchema>;

export const weatherSchema = z.object({
  location: weatherLocationSchema,
  range: weatherRangeSchema,
  /** True when the numbers are generated demo data, not a real forecast. */
  demo: z.boolean(),
  /** Which provider answered: 'demo' or 'open-meteo'. */
  source: z.string(),
  slices: z.array(weatherSliceSchema),
});
export type Weather = z.infer<typeof weatherSchema>;

export const weatherResponseSchema = z.object({ weather: weatherSchema });

/**
 * The weather page's postcode box and the `location` of GET /weather: the same rule in the form and on the
 * server. Spaces around the postcode are ignored.
 */
export const weatherLocationQuerySchema = z.object({
  location: z.string().trim().min(1, 'Enter a postcode.').max(WEATHER_LOCATION_MAX_LENGTH, `A postcode has at most ${WEATHER_LOCATION_MAX_LENGTH} characters.`),
});

export const weatherQuerySchema = weatherLocationQuerySchema.extend({ range: weatherRangeSchema });
