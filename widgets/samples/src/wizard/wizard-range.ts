import { SAMPLE_LIMITS } from '@farm/area-my-account';
import { isoDay, type DateRange } from '@farm/ui/lists';

/**
 * §9: the wizard's samples open on the last 6 months to today. The same day 6 months back, or that month's last day
 * when it has no such day (31 August goes back to the last day of February).
 */
export function defaultWizardRange(today: Date): Required<Pick<DateRange, 'from' | 'to'>> {
  const month = today.getMonth() - SAMPLE_LIMITS.wizardRangeMonths;
  const lastDay = new Date(today.getFullYear(), month + 1, 0).getDate();
  const from = new Date(today.getFullYear(), month, Math.min(today.getDate(), lastDay));
  return { from: isoDay(from), to: isoDay(today) };
}
