import { defineElement } from '@farm/ui';
import { WeatherRoot, type WeatherRootProps } from './weather-root';

/**
 * Registers `<farm-weather postcode="CB10 2RL" variant="card|page">`. Without a postcode it follows the
 * selected business; it dispatches `farm-weather-load` (a composed CustomEvent) when a forecast loads.
 */
export function define(): void {
  defineElement<WeatherRootProps>('farm-weather', WeatherRoot, {
    cacheKey: 'farm-weather',
    attributes: { postcode: 'string', variant: 'string' },
  });
}
