import { myAccountMessages, SAMPLE_LIMITS, type SampleRow } from '@farm/area-my-account';

/** The samples chosen to compare (spec 3 §4: 0 to 10), in the order they were chosen. */
export type CompareSelection = readonly SampleRow[];

export const isSelected = (selection: CompareSelection, sampleId: string) => selection.some((sample) => sample.sampleId === sampleId);

/** Whether another sample may join: §5's limit of 10. */
export const isFull = (selection: CompareSelection) => selection.length >= SAMPLE_LIMITS.compareMax;

/** Adds a sample, or takes it out if it is in; a full selection takes no more. */
export function toggleSample(selection: CompareSelection, sample: SampleRow): CompareSelection {
  if (isSelected(selection, sample.sampleId)) return selection.filter((chosen) => chosen.sampleId !== sample.sampleId);
  return isFull(selection) ? selection : [...selection, sample];
}

/**
 * The selection once the list is narrowed to a commodity: samples of any other commodity leave it (their analyses
 * are not comparable, and the list no longer shows them to untick). No commodity filter keeps every sample.
 */
export function keepCommodity(selection: CompareSelection, commodityNo: number | undefined): CompareSelection {
  return commodityNo === undefined ? selection : selection.filter((sample) => sample.commodityNo === commodityNo);
}

/** §8's hint for the selection's size: one chosen, or the limit reached; none otherwise. */
export function compareHint(selection: CompareSelection): string | undefined {
  if (selection.length === 1) return myAccountMessages.compareNeedsTwo;
  if (isFull(selection)) return myAccountMessages.compareLimitReached;
  return undefined;
}

/** Compare is offered from two samples (§4). */
export const canCompare = (selection: CompareSelection) => selection.length >= SAMPLE_LIMITS.compareMin;
