import moment from 'moment';

/** Spec 1 §1 writes times as "8:30 AM"; spec 1 §9's display date format is DD/MM/YYYY. */
const MAINTENANCE_TIME_FORMAT = 'h:mm A';
const MAINTENANCE_DATE_FORMAT = 'DD/MM/YYYY';
export const MAINTENANCE_TITLE = 'Planned maintenance';

/**
 * Spec 1 §8, spec 2 §8: '{app} is undergoing maintenance. We will be back online by {time} on {date}'.
 * The time and date are those of the end of the downtime, in the browser's local time.
 */
export function maintenanceMessage(app: string, end: string): string {
  const back = moment(end);
  return `${app} is undergoing maintenance. We will be back online by ${back.format(MAINTENANCE_TIME_FORMAT)} on ${back.format(MAINTENANCE_DATE_FORMAT)}`;
}

/** The dashboard toast before a downtime starts; the spec gives no wording, so this names both ends. */
export function upcomingMaintenanceMessage(app: string, start: string, end: string): string {
  const from = moment(start);
  const to = moment(end);
  return `Planned maintenance: ${app} will be unavailable from ${from.format(MAINTENANCE_TIME_FORMAT)} on ${from.format(MAINTENANCE_DATE_FORMAT)} until ${to.format(MAINTENANCE_TIME_FORMAT)} on ${to.format(MAINTENANCE_DATE_FORMAT)}.`;
}
