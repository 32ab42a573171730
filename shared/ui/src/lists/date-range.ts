import { dateRangeProblem, myAccountMessages } from '@farm/area-my-account';

/** A date box's ends. */
export type RangeEnd = 'from' | 'to';

export interface DateRange {
  /** YYYY-MM-DD, or undefined for an open end. */
  from?: string;
  to?: string;
  /**
   * What a box holds while it is not a day (typed garbage such as 31/02/2026 or 99/99/9999, or half typed), by end;
   * its day is then the last one it held. A range with any can not be applied: it never reaches a request.
   */
  typed?: Partial<Record<RangeEnd, string>>;
}

/** Whether a box of the range holds text that is not a day. */
export const hasTypedText = (range: DateRange): boolean => Boolean(range.typed?.from || range.typed?.to);

/**
 * Why a range as its boxes hold it can not be applied, or undefined when it can: a box that does not hold a date
 * (§5 'Enter a valid date, e.g. 13/02/2025'), then a reversed range or one wider than the list's maximum
 * (MY_ACCOUNT_LISTS' maxSpanDays, measured as the server measures it). Apply and OK are disabled while it says why.
 */
export function dateRangeInputProblem(range: DateRange, maxSpanDays: number): string | undefined {
  if (hasTypedText(range)) return myAccountMessages.invalidDate;
  return dateRangeProblem(range.from, range.to, maxSpanDays)?.message;
}

/** Whether two ranges' boxes hold the same: the same days, and the same text where one is not a day. */
export const sameDateRange = (a: DateRange, b: DateRange): boolean =>
  a.from === b.from && a.to === b.to && (a.typed?.from ?? '') === (b.typed?.from ?? '') && (a.typed?.to ?? '') === (b.typed?.to ?? '');
