import { myAccountMessages } from '@farm/area-my-account';
import { isoDay } from './iso-day';

/** The earliest year a date box takes (spec 3 §5: a year of 1000 or later); earlier ones are typing slips. */
const FIRST_YEAR = 1000;

/**
 * A typed DD/MM/YYYY as its YYYY-MM-DD day, or undefined when it is not a day of the calendar (31/02/2025 and
 * 99/99/9999 are not), is not whole yet (13/02/20) or is before the year 1000.
 */
export function parseDayText(text: string): string | undefined {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  if (!match) return undefined;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < FIRST_YEAR) return undefined;
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? isoDay(date) : undefined;
}

/** What is wrong with what was typed in a date box (spec 3 §5), or undefined when it is empty or right. */
export function dateProblem(text: string, range?: { from: Date; to: Date }): string | undefined {
  if (!text.trim()) return undefined;
  const day = parseDayText(text);
  if (!day) return myAccountMessages.invalidDate;
  const date = new Date(`${day}T00:00:00`);
  if (range && (date < range.from || date > range.to)) return myAccountMessages.dateOutsideRange;
  return undefined;
}
