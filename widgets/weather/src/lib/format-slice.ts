/**
 * How the table writes a slice. Times are UK times whatever the browser's zone: the forecast is for a
 * UK farm. Temperatures are whole degrees Celsius (spec 1 §2).
 */
const UK_ZONE = 'Europe/London';

const weekdayShort = new Intl.DateTimeFormat('en-GB', { timeZone: UK_ZONE, weekday: 'short' });
const weekdayLong = new Intl.DateTimeFormat('en-GB', { timeZone: UK_ZONE, weekday: 'long' });
const hourMinute = new Intl.DateTimeFormat('en-GB', { timeZone: UK_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const dayMonth = new Intl.DateTimeFormat('en-GB', { timeZone: UK_ZONE, day: 'numeric', month: 'short' });

/** Whole degrees; −0 is written as 0. */
export function roundTemperature(celsius: number): number {
  const rounded = Math.round(celsius);
  return rounded === 0 ? 0 : rounded;
}

export const formatTemperature = (celsius: number) => `${roundTemperature(celsius)}°C`;

/** The Time column of the 24-hour view: the day and H:mm, for example "Thu 9:00" or "Thu 15:00". */
export function formatSliceTime(until: string): string {
  const date = new Date(until);
  const [hours = '0', minutes = '00'] = hourMinute.format(date).split(':');
  return `${weekdayShort.format(date)} ${Number(hours)}:${minutes}`;
}

/** The same moment read out in full for screen readers: "Thursday 9:00". */
export function describeSliceTime(until: string): string {
  const date = new Date(until);
  const [hours = '0', minutes = '00'] = hourMinute.format(date).split(':');
  return `${weekdayLong.format(date)} ${Number(hours)}:${minutes}`;
}

/** The Day column of the 5-day view. A day slice runs until midnight, so the day is the moment before it. */
export function formatSliceDay(until: string): { weekday: string; date: string } {
  const date = new Date(Date.parse(until) - 60_000);
  return { weekday: weekdayLong.format(date), date: dayMonth.format(date) };
}

const COMPASS = [
  'north',
  'north-north-east',
  'north-east',
  'east-north-east',
  'east',
  'east-south-east',
  'south-east',
  'south-south-east',
  'south',
  'south-south-west',
  'south-west',
  'west-south-west',
  'west',
  'west-north-west',
  'north-west',
  'north-north-west',
];
const COMPASS_SHORT = ['N', 'NNE', 'NE', 'ENE', 'E', 'ESE', 'SE', 'SSE', 'S', 'SSW', 'SW', 'WSW', 'W', 'WNW', 'NW', 'NNW'];

const compassIndex = (degrees: number) => Math.round((((degrees % 360) + 360) % 360) / 22.5) % 16;

/** Where the wind comes from, as a 16-point compass name: 225 is "south-west". */
export const compassPoint = (degrees: number) => COMPASS[compassIndex(degrees)]!;
export const compassAbbreviation = (degrees: number) => COMPASS_SHORT[compassIndex(degrees)]!;

export const formatWindSpeed = (mph: number) => String(Math.round(mph));
export const formatPrecipitation = (mm: number) => mm.toFixed(1);
export const formatPercent = (value: number) => `${Math.round(value)}%`;
