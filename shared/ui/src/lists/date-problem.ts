import { myAccountMessages } from '@farm/core';

/** A typed DD/MM/YYYY as a local date, or null when it is not a day of the calendar (31/02/2025 is not). */
function parseDayText(text: string): Date | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/** What is wrong with what was typed in a date box (spec 3 §5), or undefined when it is empty or right. */
export function dateProblem(text: string, range?: { from: Date; to: Date }): string | undefined {
  if (!text.trim()) return undefined;
  const date = parseDayText(text);
  if (!date) return myAccountMessages.invalidDate;
  if (range && (date < range.from || date > range.to)) return myAccountMessages.dateOutsideRange;
  return undefined;
}
