import { useEffect } from 'react';
import { WeatherRoot } from './weather-root';

/** The /dashboard/weather route: the full page for the selected business, titled like the other pages. */
export function PortalWeatherPage() {
  useEffect(() => {
    document.title = 'Weather | MyFarm';
  }, []);
  return <WeatherRoot variant="page" />;
}
