import { formatDate } from '../format/format';

export const MAINTENANCE_TITLE = 'Planned maintenance';

/** Spec 1 §1 writes times as "8:30 AM"; spec 1 §9's display date format is DD/MM/YYYY. */
const timeOnDate = (instant: string) => `${formatDate(instant, 'time')} on ${formatDate(instant)}`;

/**
 * Spec 1 §8, spec 2 §8: '{app} is undergoing maintenance. We will be back online by {time} on {date}'.
 * The time and date are those of the end of the downtime, in the browser's local time.
 */
export function maintenanceMessage(app: string, end: string): string {
  return `${app} is undergoing maintenance. We will be back online by ${timeOnDate(end)}`;
}

/** The dashboard toast before a downtime starts; the spec gives no wording, so this names both ends. */
export function upcomingMaintenanceMessage(app: string, start: string, end: string): string {
  return `Planned maintenance: ${app} will be unavailable from ${timeOnDate(start)} until ${timeOnDate(end)}.`;
}
