import { formatDate } from '@farm/core/format';
import type { ContractPeriod } from '@farm/core/domain';

/**
 * Spec 2 §2: a contract period of one month shows as 'MMM YY' ('Nov 26'); a split period, which spans part of a
 * month or several months, as 'DD/MM/YYYY - DD/MM/YYYY'. The price tables and the contract note both write it.
 */
export function contractPeriodText(period: Pick<ContractPeriod, 'from' | 'to' | 'isContractSplit'>): string {
  return period.isContractSplit ? `${formatDate(period.from)} - ${formatDate(period.to)}` : formatDate(period.from, 'monthYear');
}
