import type { WeatherIconType } from '@farm/area-weather/domain';

interface Condition {
  iconType: WeatherIconType;
  forecast: string;
}

/**
 * WMO weather interpretation codes (the ones Open-Meteo uses, and the demo provider too) as our icons and
 * a short forecast text. Within precipitation, higher codes are more severe weather.
 */
const CONDITIONS: Record<number, Condition> = {
  0: { iconType: 'clear', forecast: 'Clear sky' },
  1: { iconType: 'partly-cloudy', forecast: 'Mainly clear' },
  2: { iconType: 'partly-cloudy', forecast: 'Partly cloudy' },
  3: { iconType: 'cloudy', forecast: 'Overcast' },
  45: { iconType: 'fog', forecast: 'Fog' },
  48: { iconType: 'fog', forecast: 'Freezing fog' },
  51: { iconType: 'drizzle', forecast: 'Light drizzle' },
  53: { iconType: 'drizzle', forecast: 'Drizzle' },
  55: { iconType: 'drizzle', forecast: 'Heavy drizzle' },
  56: { iconType: 'sleet', forecast: 'Freezing drizzle' },
  57: { iconType: 'sleet', forecast: 'Heavy freezing drizzle' },
  61: { iconType: 'rain', forecast: 'Light rain' },
  63: { iconType: 'rain', forecast: 'Rain' },
  65: { iconType: 'heavy-rain', forecast: 'Heavy rain' },
  66: { iconType: 'sleet', forecast: 'Freezing rain' },
  67: { iconType: 'sleet', forecast: 'Heavy freezing rain' },
  71: { iconType: 'snow', forecast: 'Light snow' },
  73: { iconType: 'snow', forecast: 'Snow' },
  75: { iconType: 'snow', forecast: 'Heavy snow' },
  77: { iconType: 'snow', forecast: 'Snow grains' },
  80: { iconType: 'rain', forecast: 'Light showers' },
  81: { iconType: 'rain', forecast: 'Showers' },
  82: { iconType: 'heavy-rain', forecast: 'Heavy showers' },
  85: { iconType: 'snow', forecast: 'Light snow showers' },
  86: { iconType: 'snow', forecast: 'Heavy snow showers' },
  95: { iconType: 'thunder', forecast: 'Thunderstorms' },
  96: { iconType: 'thunder', forecast: 'Thunderstorms with hail' },
  99: { iconType: 'thunder', forecast: 'Thunderstorms with heavy hail' },
};

/** An unknown code falls back to the nearest lower known one, so a new code never breaks the table. */
export function conditionFor(code: number): Condition {
  const known = Object.keys(CONDITIONS)
    .map(Number)
    .filter((c) => c <= code)
    .sort((a, b) => b - a)[0];
  return CONDITIONS[known ?? 0] ?? { iconType: 'cloudy', forecast: 'Overcast' };
}
