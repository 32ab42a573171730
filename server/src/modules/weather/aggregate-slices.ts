import type { WeatherRange, WeatherSlice } from '@farm/area-weather/domain';
import type { HourlyPoint } from './hourly-point';
import { humidex } from './humidex';
import { ukDateKey } from '../../time';
import { HOUR_MS, startOfHour } from './uk-time';
import { conditionFor } from './weather-codes';

/** 24HR: eight 3-hour periods from the start of the current hour. 5D: five UK days from today. */
const SLICE_HOURS_24HR = 3;
const SLICES_24HR = 8;
const DAYS_5D = 5;

const round1 = (value: number) => Math.round(value * 10) / 10;
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const mean = (values: number[]) => sum(values) / values.length;

/** Mean wind direction as the wind actually blows: the speed-weighted vector mean, not the mean of angles. */
function meanDirection(points: HourlyPoint[]): number {
  let x = 0;
  let y = 0;
  for (const p of points) {
    const radians = (p.windDirection * Math.PI) / 180;
    const weight = Math.max(p.windSpeed, 0.1);
    x += Math.sin(radians) * weight;
    y += Math.cos(radians) * weight;
  }
  const degrees = Math.round((Math.atan2(x, y) * 180) / Math.PI);
  return (degrees + 360) % 360;
}

/**
 * The period's weather: the worst precipitation when any falls (a wet spell is what a farmer must know),
 * otherwise the most common sky, so an hour of dawn mist does not label a sunny day "Fog".
 */
export function dominantCode(codes: number[]): number {
  const wet = codes.filter((code) => code >= 50);
  if (wet.length > 0) return Math.max(...wet);
  const counts = new Map<number, number>();
  for (const code of codes) counts.set(code, (counts.get(code) ?? 0) + 1);
  return [...counts.entries()].sort(([codeA, a], [codeB, b]) => b - a || codeB - codeA)[0]?.[0] ?? 0;
}

/** One slice from the hours it covers; `until` is the end of its last hour. */
function toSlice(points: HourlyPoint[], until: number): WeatherSlice {
  const temperatures = points.map((p) => p.temperature);
  const condition = conditionFor(dominantCode(points.map((p) => p.weatherCode)));
  return {
    until: new Date(until).toISOString(),
    iconType: condition.iconType,
    forecast: condition.forecast,
    minimumTemperature: round1(Math.min(...temperatures)),
    maximumTemperature: round1(Math.max(...temperatures)),
    windSpeed: round1(mean(points.map((p) => p.windSpeed))),
    direction: meanDirection(points),
    precipitation: round1(sum(points.map((p) => Math.max(p.precipitation, 0)))),
    soilTemperature: round1(mean(points.map((p) => p.soilTemperature))),
    soilMoisture: round1(Math.min(Math.max(mean(points.map((p) => p.soilMoisture)), 0), 100)),
    cloudCover: Math.round(Math.min(Math.max(mean(points.map((p) => p.cloudCover)), 0), 100)),
    humidex: round1(Math.max(...points.map((p) => humidex(p.temperature, p.dewPoint)))),
  };
}

function threeHourly(points: HourlyPoint[], now: number): WeatherSlice[] {
  const start = startOfHour(now);
  const slices: WeatherSlice[] = [];
  for (let index = 0; index < SLICES_24HR; index++) {
    const from = start + index * SLICE_HOURS_24HR * HOUR_MS;
    const until = from + SLICE_HOURS_24HR * HOUR_MS;
    const inSlice = points.filter((p) => p.time >= from && p.time < until);
    // A provider that ends early gives a shorter table, never a row made of too few hours.
    if (inSlice.length < SLICE_HOURS_24HR) break;
    slices.push(toSlice(inSlice, until));
  }
  return slices;
}

function daily(points: HourlyPoint[], now: number): WeatherSlice[] {
  const today = ukDateKey(now);
  const days = new Map<string, HourlyPoint[]>();
  for (const p of points) {
    const key = ukDateKey(p.time);
    if (key < today) continue;
    days.set(key, [...(days.get(key) ?? []), p]);
  }
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .slice(0, DAYS_5D)
    .map(([, hours]) => toSlice(hours, Math.max(...hours.map((p) => p.time)) + HOUR_MS));
}

/** Cuts hourly data into the slices of a range (points in any order, duplicates not expected). */
export function aggregateSlices(points: HourlyPoint[], range: WeatherRange, now: number): WeatherSlice[] {
  const sorted = [...points].sort((a, b) => a.time - b.time);
  return range === '24HR' ? threeHourly(sorted, now) : daily(sorted, now);
}
