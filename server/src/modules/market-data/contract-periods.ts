import type { ContractPeriod } from '@farm/core/domain';
import { addDays, addMonths, endOfMonth, format, startOfMonth } from 'date-fns';
import { parseMonthKey } from './delivery-months';

/** Collection of an 'as available' sale starts within 10 full working days (spec 2 §9): two calendar weeks. */
const AS_AVAILABLE_DAYS = 14;

export interface PricedPeriod {
  contractPeriod: ContractPeriod;
  asAvailable: boolean;
  /** The calendar month whose futures the period follows, 'YYYY-MM'. */
  periodMonth: string;
  /** Unique within a commodity's table for the day: names the row to sell or alert on. */
  sellKey: string;
}

const isoDay = (date: Date) => format(date, 'yyyy-MM-dd');
/** UK crop (harvest) years run July to June. */
const cropYearOf = (date: Date) => (date.getMonth() + 1 >= 7 ? date.getFullYear() : date.getFullYear() - 1);

/**
 * The rows of a price table on a UK day ('YYYY-MM-DD'): 'as available', then one row per calendar month from next
 * month, then the next harvest's July to September. `rowCount` rows in all (spec 2 §9: 8 by default).
 */
export function contractPeriods(ukToday: string, rowCount: number): PricedPeriod[] {
  const { year, month } = parseMonthKey(ukToday.slice(0, 7));
  const today = new Date(year, month - 1, Number(ukToday.slice(8, 10)));
  const period = (from: Date, to: Date, split: boolean) => ({ from: isoDay(from), to: isoDay(to), cropYear: cropYearOf(from), isContractSplit: split });

  const rows: PricedPeriod[] = [
    {
      contractPeriod: period(today, addDays(today, AS_AVAILABLE_DAYS), true),
      asAvailable: true,
      periodMonth: format(today, 'yyyy-MM'),
      sellKey: `AA-${isoDay(today)}`,
    },
  ];
  const months = Math.max(0, rowCount - 2);
  for (let ahead = 1; ahead <= months; ahead += 1) {
    const first = startOfMonth(addMonths(today, ahead));
    rows.push({
      contractPeriod: period(first, endOfMonth(first), false),
      asAvailable: false,
      periodMonth: format(first, 'yyyy-MM'),
      sellKey: format(first, 'yyyy-MM'),
    });
  }
  const lastMonth = startOfMonth(addMonths(today, months));
  const harvestYear = lastMonth.getMonth() + 1 >= 7 ? lastMonth.getFullYear() + 1 : lastMonth.getFullYear();
  const harvest = new Date(harvestYear, 6, 1);
  if (rowCount >= 2) {
    rows.push({
      contractPeriod: period(harvest, new Date(harvestYear, 8, 30), true),
      asAvailable: false,
      periodMonth: format(harvest, 'yyyy-MM'),
      sellKey: `H-${harvestYear}`,
    });
  }
  return rows.slice(0, rowCount);
}
