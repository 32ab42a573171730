import type { DateRange } from './date-range';
import { addDays, isoDay } from './iso-day';

const monthRange = (today: Date, offset: number): DateRange => ({
  from: isoDay(new Date(today.getFullYear(), today.getMonth() + offset, 1)),
  to: isoDay(new Date(today.getFullYear(), today.getMonth() + offset + 1, 0)),
});

const lastDays = (today: Date, days: number): DateRange => ({ from: isoDay(addDays(today, 1 - days)), to: isoDay(today) });

/** Spec 3 §9's date shortcuts, as ranges from `today`. */
export const DATE_PRESETS: readonly { label: string; range: (today: Date) => DateRange }[] = [
  { label: '+/- 30 days', range: (today) => ({ from: isoDay(addDays(today, -30)), to: isoDay(addDays(today, 30)) }) },
  { label: 'Last 60 days', range: (today) => lastDays(today, 60) },
  { label: 'Last 90 days', range: (today) => lastDays(today, 90) },
  { label: 'Last 180 days', range: (today) => lastDays(today, 180) },
  { label: 'This year', range: (today) => ({ from: `${today.getFullYear()}-01-01`, to: `${today.getFullYear()}-12-31` }) },
  { label: 'Last year', range: (today) => ({ from: `${today.getFullYear() - 1}-01-01`, to: `${today.getFullYear() - 1}-12-31` }) },
  { label: 'Current month', range: (today) => monthRange(today, 0) },
  { label: 'Previous month', range: (today) => monthRange(today, -1) },
  { label: 'Next month', range: (today) => monthRange(today, 1) },
  { label: 'Clear', range: () => ({}) },
];
