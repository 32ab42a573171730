import { MY_ACCOUNT_LISTS } from '@farm/area-my-account';
import { addDays, isoDay, type DateRange } from '@farm/ui/lists';

/** How far ahead the default range reaches: next month's planned loads show beside this year's moved ones. */
const DAYS_AHEAD = 30;

/**
 * The range the grid opens on: the 365 days (the widest §5 allows) ending 30 days from today, so the farm office
 * sees the last year's loads and the planned ones of the coming month without choosing dates.
 */
export function defaultMovementRange(today: Date): DateRange {
  const to = addDays(today, DAYS_AHEAD);
  return { from: isoDay(addDays(to, 1 - MY_ACCOUNT_LISTS.movements.maxSpanDays)), to: isoDay(to) };
}
