import { myAccountMessages } from '@farm/core';
import type { DateRange } from '../lib/date-presets';

/** What a list is filtered by (spec 3 §3 'Filter state'), as the panel edits it; '' means no filter. */
export interface ListFilters {
  range: DateRange;
  status: string;
  cropYear: string;
  productLine: string;
}

export const noFilters = (range: DateRange): ListFilters => ({ range, status: '', cropYear: '', productLine: '' });

const DAY_MS = 86_400_000;
/** Days from one ISO date to another counting both ends, as the server's schema counts them. */
const spanDays = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;

/** Why a range can not be applied (reversed, or wider than the list's maximum of §5), or undefined when it can. */
export function rangeProblem({ from, to }: DateRange, maxSpanDays: number): string | undefined {
  if (!from || !to) return undefined;
  if (from > to) return myAccountMessages.rangeReversed;
  if (spanDays(from, to) > maxSpanDays) return myAccountMessages.spanTooWide(maxSpanDays);
  return undefined;
}

export const sameFilters = (a: ListFilters, b: ListFilters) =>
  a.range.from === b.range.from && a.range.to === b.range.to && a.status === b.status && a.cropYear === b.cropYear && a.productLine === b.productLine;
