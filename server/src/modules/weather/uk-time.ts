/** UK calendar dates for instants: a "day" of the 5-day forecast is a day on the farm, in Europe/London. */
const ukDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' });

/** "2026-01-15" for any instant on that UK day (GMT or BST). */
export function ukDateKey(time: number): string {
  return ukDate.format(new Date(time));
}

export const HOUR_MS = 3_600_000;

export function startOfHour(time: number): number {
  return Math.floor(time / HOUR_MS) * HOUR_MS;
}
