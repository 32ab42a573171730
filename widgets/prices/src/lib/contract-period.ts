import { formatDate, type ContractPeriod } from '@farm/core';

/**
 * Spec 2 §2: a single period shows as its month, 'MMM YY' ('Nov 26'); a split one as its dates,
 * 'DD/MM/YYYY - DD/MM/YYYY'.
 */
export function formatContractPeriod(period: Pick<ContractPeriod, 'from' | 'to' | 'isContractSplit'>): string {
  return period.isContractSplit ? `${formatDate(period.from)} - ${formatDate(period.to)}` : formatDate(period.from, 'monthYear');
}
