import type { Weather, WeatherSlice } from '@farm/core';

/** Test data: a forecast with values chosen to sit in known colour bands. */
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

export function weather(overrides: Partial<Weather> = {}): Weather {
  return {
    location: { postcode: 'CB10 2RL', code: 'CB10', name: 'Saffron Walden', precision: 'district', latitude: 52.02, longitude: 0.24 },
    range: '24HR',
    demo: true,
    source: 'demo',
    slices: [
      slice(),
      slice({ until: '2026-01-15T15:00:00.000Z', iconType: 'clear', forecast: 'Clear sky', minimumTemperature: -6.2, maximumTemperature: 21.5, cloudCover: 12, humidex: 47, direction: 0 }),
    ],
    ...overrides,
  };
}
