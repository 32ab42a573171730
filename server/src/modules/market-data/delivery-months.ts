/** 'YYYY-MM' of a year and a month (1-12). */
export const monthKey = (year: number, month: number): string => `${year}-${String(month).padStart(2, '0')}`;

export function parseMonthKey(key: string): { year: number; month: number } {
  const [year, month] = key.split('-').map(Number);
  return { year: year!, month: month! };
}

/** Whole months from one 'YYYY-MM' to another. */
export function monthsBetween(from: string, to: string): number {
  const a = parseMonthKey(from);
  const b = parseMonthKey(to);
  return (b.year - a.year) * 12 + (b.month - a.month);
}

/** The next `count` listed delivery months from `fromMonth` ('YYYY-MM') on, including it when listed. */
export function listedMonths(deliveryMonths: readonly number[], fromMonth: string, count: number): string[] {
  const months: string[] = [];
  let { year, month } = parseMonthKey(fromMonth);
  while (months.length < count) {
    if (deliveryMonths.includes(month)) months.push(monthKey(year, month));
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
  return months;
}
