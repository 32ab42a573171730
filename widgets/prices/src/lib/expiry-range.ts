import { formatDate } from '@farm/core';
import { STANDING_OFFER_MAX_DAYS } from '@farm/area-alerts';

const addDays = (date: Date, days: number) => new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);

/** The days a standing offer may expire on, in the farmer's calendar: tomorrow to STANDING_OFFER_MAX_DAYS ahead. */
export function expiryRange(today = new Date()): { first: Date; last: Date } {
  return { first: addDays(today, 1), last: addDays(today, STANDING_OFFER_MAX_DAYS) };
}

/** A calendar day as the API writes it (YYYY-MM-DD). */
export const isoDay = (date: Date) => formatDate(date, 'iso');

/** Whether a YYYY-MM-DD day is within the range (ISO days compare as text). */
export function isWithinExpiryRange(day: string, today = new Date()): boolean {
  const { first, last } = expiryRange(today);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && day >= isoDay(first) && day <= isoDay(last);
}

/** The Date of a YYYY-MM-DD day at local midnight, or null. */
export function dayToDate(day: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null;
}
