import { myAccountListQuery, SAMPLE_LIMITS, sampleDetailQuery, type SampleRow } from '@farm/area-my-account';
import type { DateRange } from '@farm/ui/lists';
import { useQueries, useQuery } from '@tanstack/react-query';

/**
 * §7 wizard calls: the commodity's samples of the range in one call (perPage 9999, page 1). The rows carry their
 * results, so the per-sample detail call of the spec is not needed for them.
 */
export function useCommoditySamples(reference: string, commodityNo: number, range: DateRange, enabled = true) {
  return useQuery({
    ...myAccountListQuery(reference, 'samples', {
      commodityNo,
      dateFrom: range.from,
      dateTo: range.to,
      perPage: SAMPLE_LIMITS.wizardFetchSize,
      page: 1,
    }),
    enabled,
  });
}

/**
 * The chosen samples with their results, in the order chosen: from the range's rows, and, for a chosen sample outside
 * the range (an edited parcel's older sample), from its detail call.
 */
export function useChosenSamples(reference: string, ids: readonly string[], listed: readonly SampleRow[] | undefined) {
  const known = new Map((listed ?? []).map((row) => [row.sampleId, row]));
  const missing = listed ? ids.filter((id) => !known.has(id)) : [];
  const details = useQueries({ queries: missing.map((id) => sampleDetailQuery(reference, id)) });
  for (const [index, detail] of details.entries()) if (detail.data) known.set(missing[index]!, detail.data);
  return {
    rows: ids.flatMap((id) => known.get(id) ?? []),
    /** Chosen samples the range does not hold. */
    outside: missing.flatMap((id) => known.get(id) ?? []),
    pending: !listed || details.some((detail) => detail.isPending),
    error: details.find((detail) => detail.isError)?.error ?? null,
  };
}
