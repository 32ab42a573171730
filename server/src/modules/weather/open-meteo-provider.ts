import type { WeatherRange, WeatherSlice } from '@farm/area-weather/domain';
import { z } from 'zod';
import { aggregateSlices } from './aggregate-slices';
import type { HourlyPoint } from './hourly-point';
import type { ForecastRequest, WeatherProvider } from './weather-provider';
import { WeatherProviderError } from './weather-provider';

export const OPEN_METEO_DEFAULT_URL = 'https://api.open-meteo.com/v1/forecast';

/** The hourly variables we ask for, in Open-Meteo's names. */
export const OPEN_METEO_HOURLY = [
  'temperature_2m',
  'dew_point_2m',
  'precipitation',
  'weather_code',
  'cloud_cover',
  'wind_speed_10m',
  'wind_direction_10m',
  'soil_temperature_6cm',
  'soil_moisture_3_to_9cm',
] as const;

type HourlyName = (typeof OPEN_METEO_HOURLY)[number];

const series = z.array(z.number().nullable());
const hourlySeries = Object.fromEntries(OPEN_METEO_HOURLY.map((name) => [name, series])) as Record<HourlyName, typeof series>;
const responseSchema = z.object({
  hourly: z.object({ time: z.array(z.number()), ...hourlySeries }),
});

export interface OpenMeteoOptions {
  url?: string;
  /** Injected so tests answer from recorded fixtures and never reach the network. */
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** Today and tomorrow cover the next 24 hours from any hour; five days are today and the four after. */
const FORECAST_DAYS: Record<WeatherRange, number> = { '24HR': 2, '5D': 5 };

function openMeteoUrl(base: string, { latitude, longitude, range }: ForecastRequest): string {
  const url = new URL(base);
  url.searchParams.set('latitude', latitude.toFixed(4));
  url.searchParams.set('longitude', longitude.toFixed(4));
  url.searchParams.set('hourly', OPEN_METEO_HOURLY.join(','));
  url.searchParams.set('wind_speed_unit', 'mph');
  url.searchParams.set('precipitation_unit', 'mm');
  url.searchParams.set('timezone', 'Europe/London');
  url.searchParams.set('timeformat', 'unixtime');
  url.searchParams.set('forecast_days', String(FORECAST_DAYS[range]));
  return url.toString();
}

/**
 * Open-Meteo leaves gaps as null (soil values near the end of the horizon, say): carry the nearest known
 * value over them. A series with no value at all means the response is unusable.
 */
function filled(values: (number | null)[], name: HourlyName, length: number): number[] {
  const firstKnown = values.find((value): value is number => value !== null);
  if (firstKnown === undefined || values.length < length) throw new WeatherProviderError(`Open-Meteo sent no ${name} values`);
  let last = firstKnown;
  return values.slice(0, length).map((value) => (last = value ?? last));
}

function toHourlyPoints(body: unknown): HourlyPoint[] {
  const parsed = responseSchema.safeParse(body);
  if (!parsed.success) throw new WeatherProviderError('Open-Meteo answered in an unexpected shape', { cause: parsed.error });
  const { hourly } = parsed.data;
  const length = hourly.time.length;
  const column = (name: HourlyName) => filled(hourly[name], name, length);
  const [temperature, dewPoint, precipitation, weatherCode, cloudCover, windSpeed, windDirection, soilTemperature, soilMoisture] = OPEN_METEO_HOURLY.map(
    column,
  ) as [number[], number[], number[], number[], number[], number[], number[], number[], number[]];
  return hourly.time.map((seconds, i) => ({
    time: seconds * 1000,
    temperature: temperature[i]!,
    dewPoint: dewPoint[i]!,
    precipitation: precipitation[i]!,
    weatherCode: weatherCode[i]!,
    cloudCover: cloudCover[i]!,
    windSpeed: windSpeed[i]!,
    windDirection: windDirection[i]!,
    soilTemperature: soilTemperature[i]!,
    // Open-Meteo gives m³/m³; the slice carries the same quantity as a percentage.
    soilMoisture: soilMoisture[i]! * 100,
  }));
}

/** The Open-Meteo forecast API (no key needed), read hourly and cut into our slices like the demo data. */
export function createOpenMeteoProvider(options: OpenMeteoOptions = {}): WeatherProvider {
  const base = options.url ?? OPEN_METEO_DEFAULT_URL;
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;
  return {
    source: 'open-meteo',
    demo: false,
    async forecast(request: ForecastRequest): Promise<WeatherSlice[]> {
      let response: Response;
      try {
        response = await doFetch(openMeteoUrl(base, request), {
          headers: { Accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new WeatherProviderError('Open-Meteo could not be reached', { cause: error });
      }
      const body: unknown = await response.json().catch(() => undefined);
      if (!response.ok) {
        const reason = (body as { reason?: unknown } | undefined)?.reason;
        throw new WeatherProviderError(`Open-Meteo answered ${response.status}${typeof reason === 'string' ? `: ${reason}` : ''}`);
      }
      const slices = aggregateSlices(toHourlyPoints(body), request.range, request.now.getTime());
      if (slices.length === 0) throw new WeatherProviderError('Open-Meteo sent no hours for the period asked');
      return slices;
    },
  };
}
