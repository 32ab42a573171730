import type { WeatherSlice } from '@farm/area-weather/domain';
import { aggregateSlices } from './aggregate-slices';
import { placeSeed, valueNoise } from './demo-noise';
import type { HourlyPoint } from './hourly-point';
import { HOUR_MS, startOfHour } from './uk-time';
import type { ForecastRequest, WeatherProvider } from './weather-provider';

const DAY_MS = 24 * HOUR_MS;
const YEAR_DAYS = 365.25;

/** Seeds of the weather systems every place shares, so neighbouring farms get similar weather. */
const SYSTEM = { temperature: 11, cloud: 23, cloudFast: 29, wind: 31, direction: 37, wet: 41 } as const;

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);

function dayOfYear(time: number): number {
  const date = new Date(time);
  return (time - Date.UTC(date.getUTCFullYear(), 0, 1)) / DAY_MS;
}

/** −1 in mid-January … +1 in mid-July: the shape of the UK's seasons. */
const season = (doy: number, lagDays = 0) => Math.sin((2 * Math.PI * (doy - 112 - lagDays)) / YEAR_DAYS);

/** Mean air temperature of the UK lowlands by season (about 4 °C in January, 16 °C in July), colder north. */
const climateMean = (doy: number, latitude: number, lagDays = 0) => 9.8 + 6.3 * season(doy, lagDays) - 0.5 * (latitude - 52);

function weatherCode(temperature: number, precipitation: number, cloud: number, fog: boolean, summer: number): number {
  if (precipitation > 0) {
    if (temperature <= 1) return precipitation < 0.5 ? 71 : precipitation < 1.5 ? 73 : 75;
    if (precipitation >= 2 && temperature >= 18 && summer > 0.5) return 95;
    if (precipitation < 0.3) return 51;
    return precipitation < 1 ? 61 : precipitation < 2 ? 63 : 65;
  }
  if (fog) return 45;
  if (cloud < 20) return 0;
  if (cloud < 45) return 1;
  if (cloud < 80) return 2;
  return 3;
}

/** One hour of plausible UK weather for a place: seasonal climate, a daily cycle and passing weather systems. */
function demoHour(time: number, latitude: number, longitude: number): HourlyPoint {
  const doy = dayOfYear(time);
  const days = time / DAY_MS;
  const local = placeSeed(latitude, longitude);
  const summer = season(doy);
  // Systems arrive from the west: a place further east sees the same system a little later.
  const systemDays = days - longitude / 8;

  const cloud = clamp(58 - 8 * summer + 40 * valueNoise(SYSTEM.cloud, systemDays / 1.5) + 15 * valueNoise(SYSTEM.cloudFast, systemDays * 4), 0, 100);
  const solarHour = ((((time % DAY_MS) / HOUR_MS + longitude / 15) % 24) + 24) % 24;
  const diurnal = Math.cos((2 * Math.PI * (solarHour - 15)) / 24);
  const halfRange = (3.9 + 1.1 * summer) * (1 - 0.45 * (cloud / 100));
  const anomaly = 4 * valueNoise(SYSTEM.temperature, systemDays / 3.5) + 1.2 * valueNoise(local, days);
  const temperature = climateMean(doy, latitude) + anomaly + halfRange * diurnal;

  const wetness = Math.max(valueNoise(SYSTEM.wet, systemDays * 3), 0);
  const precipitation = cloud > 75 ? ((cloud - 75) / 25) * 2.6 * wetness : 0;
  const spread = precipitation > 0 ? 0.5 + wetness : 1 + 7 * (1 - cloud / 100) * (0.55 + 0.45 * diurnal);
  const windSpeed = Math.max(9 - 2 * summer + 5.5 * valueNoise(SYSTEM.wind, systemDays / 2) + 2 * valueNoise(local + 1, days * 6), 0.5);
  const direction = (((225 + 80 * valueNoise(SYSTEM.direction, systemDays / 2.5)) % 360) + 360) % 360;
  const fog = spread < 1.6 && windSpeed < 5 && diurnal < -0.3 && precipitation === 0;

  return {
    time,
    temperature,
    dewPoint: temperature - spread,
    precipitation,
    weatherCode: weatherCode(temperature, precipitation, cloud, fog, summer),
    cloudCover: cloud,
    windSpeed,
    windDirection: direction,
    soilTemperature: climateMean(doy, latitude, 12) + 0.4 * anomaly + 0.25 * halfRange * diurnal,
    soilMoisture: clamp(33 + 9 * Math.cos((2 * Math.PI * (doy - 30)) / YEAR_DAYS) + 5 * wetness, 5, 50),
  };
}

/**
 * The default provider: no network, no key. Deterministic for a place and an hour, seasonally plausible for
 * the UK, and always answered with `demo: true` so nobody mistakes it for a real forecast.
 */
export function createDemoProvider(): WeatherProvider {
  return {
    source: 'demo',
    demo: true,
    async forecast({ latitude, longitude, range, now }: ForecastRequest): Promise<WeatherSlice[]> {
      const from = startOfHour(now.getTime()) - DAY_MS;
      const hours = range === '24HR' ? 48 : 7 * 24;
      const points = Array.from({ length: hours }, (_, index) => demoHour(from + index * HOUR_MS, latitude, longitude));
      return aggregateSlices(points, range, now.getTime());
    },
  };
}
