import { MY_ACCOUNT_LISTS, SAMPLE_LIMITS, type ListQuery } from '@farm/area-my-account';
import { addDays, dateRangeInputProblem, isoDay, sameDateRange, type DateRange } from '@farm/ui/lists';

/** What the samples are filtered by (spec 3 §2 'Grain sampling page'), as the panel edits it; '' filters nothing. */
export interface SampleFilterValues {
  /** A commodity number of §3, as the select holds it. */
  commodityNo: string;
  varietyNo: string;
  locality: string;
  range: DateRange;
  /** Any part of a sample reference, and of a contract reference. */
  reference: string;
  contractReference: string;
}

/** §9: the list opens on the last 180 days, ending today, with nothing else filtered. */
export const defaultSampleFilters = (today: Date): SampleFilterValues => ({
  commodityNo: '',
  varietyNo: '',
  locality: '',
  range: { from: isoDay(addDays(today, 1 - SAMPLE_LIMITS.defaultRangeDays)), to: isoDay(today) },
  reference: '',
  contractReference: '',
});

export const sameSampleFilters = (a: SampleFilterValues, b: SampleFilterValues) =>
  a.commodityNo === b.commodityNo &&
  a.varietyNo === b.varietyNo &&
  a.locality === b.locality &&
  sameDateRange(a.range, b.range) &&
  a.reference.trim() === b.reference.trim() &&
  a.contractReference.trim() === b.contractReference.trim();

/** Why the range can not be applied (a box not holding a date, reversed, or wider than the samples list allows), or undefined. */
export const sampleRangeProblem = (range: DateRange) => dateRangeInputProblem(range, MY_ACCOUNT_LISTS.samples.maxSpanDays);

/** The commodity the filters narrow the list to, if any. */
export const filteredCommodity = (filters: SampleFilterValues): number | undefined => (filters.commodityNo ? Number(filters.commodityNo) : undefined);

/** The filters as the list's query sends them (§7): set ones only, texts trimmed. */
export const sampleFilterQuery = (filters: SampleFilterValues): ListQuery<'samples'> => ({
  commodityNo: filteredCommodity(filters),
  varietyNo: filters.varietyNo ? Number(filters.varietyNo) : undefined,
  locality: filters.locality || undefined,
  reference: filters.reference.trim() || undefined,
  contractReference: filters.contractReference.trim() || undefined,
  dateFrom: filters.range.from,
  dateTo: filters.range.to,
});
