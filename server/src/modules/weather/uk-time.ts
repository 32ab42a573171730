export const HOUR_MS = 3_600_000;

export function startOfHour(time: number): number {
  return Math.floor(time / HOUR_MS) * HOUR_MS;
}
