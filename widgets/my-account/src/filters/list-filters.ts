import { dateRangeProblem } from '@farm/core';
import type { DateRange } from '@farm/ui/lists';

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

/** Why a range can not be applied (reversed, or wider than the list's maximum of §5), or undefined when it can. */
export const rangeProblem = ({ from, to }: DateRange, maxSpanDays: number): string | undefined => dateRangeProblem(from, to, maxSpanDays)?.message;

export const sameFilters = (a: ListFilters, b: ListFilters) =>
  a.range.from === b.range.from && a.range.to === b.range.to && a.status === b.status && a.cropYear === b.cropYear && a.productLine === b.productLine && a.type === b.type;
