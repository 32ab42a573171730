import { createLifecycles } from '@farm/ui';
import { PortalWeatherPage } from './portal-weather-page';

export { define } from './define';
export { WEATHER_LOAD_EVENT } from './weather-root';
export type { WeatherLoadDetail } from './weather-root';
export const { bootstrap, mount, unmount } = createLifecycles(PortalWeatherPage, 'farm-weather');
