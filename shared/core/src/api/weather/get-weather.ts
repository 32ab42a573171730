import { weatherResponseSchema, type Weather, type WeatherRange } from '../../domain';
import { ApiError } from '../api-error';
import { apiRequest } from '../api-request';
import { isEmbedded, type EmbedRequestOptions } from '../embed-config';

const HOUR_MS = 3_600_000;


/**
 * The embed bundle skips the browser-side zod parse, which would add about 26 KB gzip to every partner page:
 * the embed and the API deploy together from one server, which checks every answer against the same schema.
 */
function weatherOf(data: { weather: Weather } | undefined): Weather {
  if (!Array.isArray(data?.weather?.slices)) throw new ApiError(502, 'INVALID_RESPONSE', 'The server answered in an unexpected shape.');
  return data.weather;
}

/**
 * GET /weather?location=&range= (spec 1 §7): the forecast for a UK postcode. Embedded on a partner page it
 * calls GET /public/weather with the element's partner key instead.
 */
export async function getWeather(location: string, range: WeatherRange, embed: EmbedRequestOptions = {}): Promise<Weather> {
  const query = { location: location.trim(), range };
  const schema = typeof __FARM_EMBED_BUILD__ === 'boolean' ? undefined : weatherResponseSchema;
  if (!isEmbedded()) return weatherOf(await apiRequest('/weather', { query, schema }));
  return weatherOf(await apiRequest('/public/weather', { query, schema, apiRoot: embed.apiRoot, partnerKey: embed.partnerKey }));
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
