import type { Weather, WeatherRange, WeatherSlice } from '@farm/area-weather/domain';
import { ForecastCache } from './forecast-cache';
import { geocodePostcode } from './geocode-postcode';
import { HOUR_MS } from './uk-time';
import type { WeatherProvider } from './weather-provider';

/** The text asked for is not a UK postcode we can place. */
export class LocationNotFoundError extends Error {
  constructor(readonly input: string) {
    super(`No UK location for ${JSON.stringify(input)}`);
    this.name = 'LocationNotFoundError';
  }
}

export interface WeatherService {
  /** Rejects with LocationNotFoundError or WeatherProviderError. */
  forecast(location: string, range: WeatherRange): Promise<Weather>;
}

export interface WeatherServiceOptions {
  provider: WeatherProvider;
  clock?: () => Date;
  cache?: ForecastCache<WeatherSlice[]>;
}

/** Postcode to forecast, with no HTTP in sight: the portal route uses it, and so can a partner-key route. */
export function createWeatherService({ provider, clock = () => new Date(), cache = new ForecastCache() }: WeatherServiceOptions): WeatherService {
  return {
    async forecast(input, range) {
      const location = geocodePostcode(input);
      if (!location) throw new LocationNotFoundError(input);
      const now = clock();
      const key = `${location.code}|${range}|${Math.floor(now.getTime() / HOUR_MS)}`;
      const slices = await cache.get(key, () => provider.forecast({ latitude: location.latitude, longitude: location.longitude, range, now }));
      return { location, range, demo: provider.demo, source: provider.source, slices };
    },
  };
}
