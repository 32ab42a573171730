import type { ApiApp } from '../../http';
import { getWeather } from './get-weather';
import type { WeatherService } from './weather-service';
import type { PortalModule } from '../portal-module';

export { createWeatherService, type WeatherService } from './weather-service';
export { createProvider } from './create-provider';

/** The weather forecast for a UK postcode. */
export const weatherModule: PortalModule = async (app, services) => weatherRoutes(app, services.weather);

/** The weather routes over one forecast cache: the module's, and the partner embed's (/api/public/weather). */
export function weatherRoutes(app: ApiApp, service: WeatherService): void {
  getWeather(app, service);
}
