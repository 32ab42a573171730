import type { LoadEvent } from '@farm/area-alerts/domain';
import { formatDate, formatPounds } from '@farm/core/format';
import { paths } from '@farm/core/routes';
import type { NotificationText } from './notification-texts';

/** What a load notification tells: which load, its weight, and its grades once sampled. */
export interface LoadFacts {
  reference: string;
  product: string;
  date: string;
  tonnes: number;
  weighbridgeTicket?: string | null | undefined;
  /** The lab's results, e.g. 'Moisture 14.2 %'. */
  grades?: readonly string[];
  /** A claim's amount in pounds (negative). */
  amount?: number;
  /** The self bill that pays the load, and its total. */
  bill?: { reference: string; total: number };
}

/** A sample's results as the notifications list them, 'Moisture 14.2 %'; a test not done is left out. */
export const gradeTexts = (results: readonly { name: string; result: number | null; unit: string }[]) =>
  results.flatMap((result) => (result.result === null ? [] : [`${result.name} ${result.result}${result.unit ? ` ${result.unit}` : ''}`]));

/** The load in the movements grid, found by its reference. */
const movementLink = (reference: string) => `${paths.myAccount}?tab=movements&search=${encodeURIComponent(reference)}`;

const weight = (load: LoadFacts) => `${load.tonnes.toLocaleString('en-GB', { maximumFractionDigits: 2 })} t of ${load.product}`;
const ticket = (load: LoadFacts) => (load.weighbridgeTicket ? `, ticket ${load.weighbridgeTicket}` : '');
const grades = (load: LoadFacts) => (load.grades?.length ? ` Grades: ${load.grades.join(', ')}.` : '');

const TEXTS: Record<LoadEvent, (load: LoadFacts) => NotificationText> = {
  weighed: (load) => ({
    title: `Load ${load.reference} weighed`,
    text: `${weight(load)} weighed on ${formatDate(load.date)}${ticket(load)}.`,
    link: movementLink(load.reference),
  }),
  sampled: (load) => ({
    title: `Load ${load.reference} sampled`,
    text: `${weight(load)} of ${formatDate(load.date)} was sampled.${grades(load)}`,
    link: movementLink(load.reference),
  }),
  selfBilled: (load) => ({
    title: `Load ${load.reference} self-billed`,
    text: `${weight(load)} of ${formatDate(load.date)} was self-billed on ${load.bill?.reference ?? ''}, of ${formatPounds(load.bill?.total ?? 0)} in all.`,
    link: movementLink(load.reference),
  }),
  claims: (load) => ({
    title: `Claim on load ${load.reference}`,
    text: `A claim of ${formatPounds(Math.abs(load.amount ?? 0))} was made on ${weight(load)} of ${formatDate(load.date)}.${grades(load)}`,
    link: movementLink(load.reference),
  }),
};

export const loadEventText = (event: LoadEvent, load: LoadFacts): NotificationText => TEXTS[event](load);
