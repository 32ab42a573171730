import type { Weather, WeatherRange } from '../domain/weather';
import { apiRequest } from '@farm/core';
import { isEmbedded, type EmbedRequestOptions } from '@farm/core';

const HOUR_MS = 3_600_000;

/**
 * GET /weather?location=&range= (spec 1 §7): the forecast for a UK postcode. Embedded on a partner page it
 * calls GET /public/weather with the element's partner key instead.
 */
export async function getWeather(location: string, range: WeatherRange, embed: EmbedRequestOptions = {}): Promise<Weather> {
  const query = { location: location.trim(), range };
  const data = isEmbedded()
    ? await apiRequest<{ weather: Weather }>('/public/weather', { query, apiRoot: embed.apiRoot, partnerKey: embed.partnerKey })
    : await apiRequest<{ weather: Weather }>('/weather', { query });
  return data.weather;
}

/**
 * Cached like every other load until the business changes or the hour turns. Upper case without spaces, so
 * "cb10 2rl" and "CB10 2RL" share one request; the hour is part of the key, so a page left open does not
 * show an old forecast as the next 24 hours. Embedded elements with other keys or API roots never share one.
 */
export const weatherQuery = (location: string, range: WeatherRange, embed: EmbedRequestOptions = {}) => ({
  queryKey: [
    'weather',
    location.replace(/\s+/g, '').toUpperCase(),
    range,
    Math.floor(Date.now() / HOUR_MS),
    ...(isEmbedded() ? [embed.apiRoot ?? '', embed.partnerKey ?? ''] : []),
  ] as const,
  queryFn: () => getWeather(location, range, embed),
});
