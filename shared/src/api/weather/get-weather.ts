import { weatherResponseSchema, type Weather, type WeatherRange } from '../../domain';
import { apiRequest } from '../api-request';
import { cachedRequest } from '../request-cache';

const HOUR_MS = 3_600_000;

/**
 * Upper case without spaces, so "cb10 2rl" and "CB10 2RL" share one cached request; the hour is part of the
 * key so a page left open does not show an old forecast as the next 24 hours.
 */
const cacheKey = (location: string, range: WeatherRange) =>
  `weather:${location.replace(/\s+/g, '').toUpperCase()}:${range}:${Math.floor(Date.now() / HOUR_MS)}`;

/**
 * GET /weather?location=&range= (spec 1 §7): the forecast for a UK postcode. Cached like every other load
 * (a repeat is skipped while loading or loaded) until the business changes or the hour turns.
 */
export function getWeather(location: string, range: WeatherRange): Promise<Weather> {
  return cachedRequest(cacheKey(location, range), async () => {
    const data = await apiRequest('/weather', { query: { location: location.trim(), range }, schema: weatherResponseSchema });
    return data.weather;
  });
}
