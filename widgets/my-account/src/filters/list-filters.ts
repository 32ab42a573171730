import { sameDateRange, type DateRange } from '@farm/ui/lists';

/** What a list is filtered by (spec 3 §3 'Filter state'), as the panel edits it; '' means no filter. */
export interface ListFilters {
  range: DateRange;
  status: string;
  cropYear: string;
  productLine: string;
  /** 'sale' or 'purchase' (All transactions). */
  type: string;
}

export const noFilters = (range: DateRange): ListFilters => ({ range, status: '', cropYear: '', productLine: '', type: '' });

export const sameFilters = (a: ListFilters, b: ListFilters) =>
  sameDateRange(a.range, b.range) && a.status === b.status && a.cropYear === b.cropYear && a.productLine === b.productLine && a.type === b.type;
