import type { Weather, WeatherIconType, WeatherLocation, WeatherRange, WeatherSlice } from '@farm/area-weather';

/** Test data: a forecast row with values chosen to sit in known colour bands. */
export function slice(overrides: Partial<WeatherSlice> = {}): WeatherSlice {
  return {
    until: '2026-01-15T12:00:00.000Z',
    iconType: 'rain',
    forecast: 'Light rain',
    minimumTemperature: 2.4,
    maximumTemperature: 5.6,
    windSpeed: 12.4,
    direction: 225,
    precipitation: 1.25,
    soilTemperature: 3.5,
    soilMoisture: 41.7,
    cloudCover: 88,
    humidex: 1.2,
    ...overrides,
  };
}

/** Test data: a two-row forecast for Saffron Walden, one row in the coldest and hottest bands. */
export function weather(overrides: Partial<Weather> = {}): Weather {
  return {
    location: { postcode: 'CB10 2RL', code: 'CB10', name: 'Saffron Walden', precision: 'district', latitude: 52.02, longitude: 0.24 },
    range: '24HR',
    demo: true,
    source: 'demo',
    slices: [
      slice(),
      slice({
        until: '2026-01-15T15:00:00.000Z',
        iconType: 'clear',
        forecast: 'Clear sky',
        minimumTemperature: -6.2,
        maximumTemperature: 21.5,
        cloudCover: 12,
        humidex: 47,
        direction: 0,
      }),
    ],
    ...overrides,
  };
}

/** The postcode districts and areas the mock API can place, as the server places them offline. */
const DISTRICTS: Record<string, [name: string, latitude: number, longitude: number]> = {
  CB10: ['Saffron Walden', 52.02, 0.24],
  CB7: ['Ely', 52.4, 0.26],
  CB21: ['Linton', 52.1, 0.28],
  LN8: ['Market Rasen', 53.39, -0.34],
  YO25: ['Driffield', 54.0, -0.44],
};
const AREAS: Record<string, [name: string, latitude: number, longitude: number]> = {
  CB: ['Cambridge', 52.2, 0.12],
  LN: ['Lincoln', 53.23, -0.54],
  YO: ['York', 53.96, -1.08],
  NR: ['Norwich', 52.63, 1.3],
};

/** Where a postcode is, or undefined for one the mock API cannot place (as the server answers 400). */
export function placePostcode(input: string): WeatherLocation | undefined {
  const compact = input.replace(/\s+/g, '').toUpperCase();
  if (compact.length < 2) return undefined;
  const postcode = compact.length > 4 ? `${compact.slice(0, -3)} ${compact.slice(-3)}` : compact;
  const district = postcode.split(' ')[0]!;
  const area = district.replace(/\d.*$/, '');
  const known = DISTRICTS[district]
    ? { code: district, found: DISTRICTS[district], precision: 'district' as const }
    : AREAS[area] && { code: area, found: AREAS[area], precision: 'area' as const };
  if (!known) return undefined;
  const [name, latitude, longitude] = known.found;
  return { postcode, code: known.code, name, precision: known.precision, latitude, longitude };
}

const SKIES: [WeatherIconType, string][] = [
  ['partly-cloudy', 'Partly cloudy'],
  ['cloudy', 'Cloudy'],
  ['drizzle', 'Drizzle'],
  ['clear', 'Clear sky'],
  ['rain', 'Light rain'],
  ['partly-cloudy', 'Partly cloudy'],
  ['fog', 'Fog'],
  ['heavy-rain', 'Heavy rain'],
];

const HOUR_MS = 3_600_000;

/**
 * A plausible demo forecast for the mock API: eight 3-hour rows from the next 3-hour mark, or five days (each
 * row runs until 23:00 UTC, midnight or just before it in the UK, so its day reads right all year). The
 * numbers follow the row's position, so the same request always gets the same answer.
 */
export function demoForecast(location: WeatherLocation, range: WeatherRange, now = new Date()): Weather {
  const daily = range === '5D';
  const first = daily ? Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 23) : Math.ceil((now.getTime() + 1) / (3 * HOUR_MS)) * 3 * HOUR_MS;
  const slices = Array.from({ length: daily ? 5 : 8 }, (_, i) => {
    const [iconType, forecast] = SKIES[i % SKIES.length]!;
    const wet = iconType === 'drizzle' || iconType === 'rain' || iconType === 'heavy-rain';
    const base = 6 + 4 * Math.sin(i / 1.7);
    return {
      until: new Date(first + i * (daily ? 24 : 3) * HOUR_MS).toISOString(),
      iconType,
      forecast,
      minimumTemperature: base - (daily ? 4 : 1),
      maximumTemperature: base + (daily ? 5 : 1),
      windSpeed: 8 + ((i * 5) % 14),
      direction: (200 + i * 25) % 360,
      precipitation: wet ? 0.4 + i * 0.6 : 0,
      soilTemperature: 5 + i * 0.3,
      soilMoisture: 35 + ((i * 3) % 12),
      cloudCover: [45, 80, 92, 15, 88, 50, 100, 96][i % 8]!,
      humidex: base + 1,
    } satisfies WeatherSlice;
  });
  return { location, range, demo: true, source: 'demo', slices };
}
