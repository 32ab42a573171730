import type { ApiApp, ApiDeps } from '../../http';
import { createProvider } from './create-provider';
import { getWeather } from './get-weather';
import { createWeatherService, type WeatherService } from './weather-service';

export { createWeatherService, type WeatherService } from './weather-service';
export { createProvider } from './create-provider';

/**
 * Registers the weather routes in the calling scope (the bearer-token /api scope today). The service is a
 * parameter so another scope, such as partner-key embeds, can register the same route over the same cache.
 */
export function weatherRoutes(app: ApiApp, { config }: Pick<ApiDeps, 'config'>, service?: WeatherService): void {
  getWeather(app, service ?? createWeatherService({ provider: createProvider(config.weather) }));
}
