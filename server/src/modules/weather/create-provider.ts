import type { Config } from '../../config';
import { createDemoProvider } from './demo-provider';
import { createOpenMeteoProvider } from './open-meteo-provider';
import type { WeatherProvider } from './weather-provider';

/** WEATHER_PROVIDER picks the provider: demo (the default, no network) or open-meteo. */
export function createProvider(config: Config['weather']): WeatherProvider {
  return config.provider === 'open-meteo' ? createOpenMeteoProvider({ url: config.openMeteoUrl }) : createDemoProvider();
}
