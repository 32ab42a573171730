import { addDays, dayToDate } from '@farm/ui/lists';

/** The dialog tabs' filters (spec 3 §2): search, a date, a time frame and, for invoices and movements, a status. */
export interface TabFilter {
  search: string;
  /** YYYY-MM-DD: only rows of that day. */
  date: string | undefined;
  /** What the Date box holds while it is not a date (typed garbage, or half typed): `date` stays the last day it held. */
  dateTyped?: string;
  /** Months back from today, or '' for any time. */
  timeFrame: '' | '1' | '6' | '12';
  status: string;
}

export const TIME_FRAMES = [
  { value: '1', label: '1 month' },
  { value: '6', label: '6 months' },
  { value: '12', label: '12 months' },
] as const;

export const emptyTabFilter: TabFilter = { search: '', date: undefined, timeFrame: '', status: '' };

export interface FilterableRow {
  /** YYYY-MM-DD */
  day: string;
  /** The texts the search looks in (references, products). */
  texts: (string | null)[];
  status?: string;
}

/** The days a time frame covers, ending today; undefined for any time. */
export function timeFrameRange(timeFrame: TabFilter['timeFrame'], today: Date): { from: Date; to: Date } | undefined {
  if (!timeFrame) return undefined;
  return { from: new Date(today.getFullYear(), today.getMonth() - Number(timeFrame), today.getDate()), to: addDays(today, 0) };
}

/** Whether a row passes the tab's filter, `today` being the end of the time frame. */
export function passes(row: FilterableRow, filter: TabFilter, today: Date): boolean {
  const search = filter.search.trim().toLowerCase();
  if (search && !row.texts.some((text) => text?.toLowerCase().includes(search))) return false;
  if (filter.date && row.day !== filter.date) return false;
  const range = timeFrameRange(filter.timeFrame, today);
  if (range) {
    const day = dayToDate(row.day)!;
    if (day < range.from || day > range.to) return false;
  }
  if (filter.status && row.status !== filter.status) return false;
  return true;
}
