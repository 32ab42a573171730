import type { Parcel, SampleResult, SampleRow } from '@farm/area-my-account';

/**
 * §3 Wizard sample: a sample with its analysis flattened by reference code, the two RET sieve results told apart
 * as RET10 and RET8 (by the 10 or 8 in their names), and how many of the account's parcels it is in already.
 */
export interface WizardSample extends SampleRow {
  values: Record<string, number | null>;
  parcelCount: number;
}

/** One result column of the wizard's table: a flattened key, with the name and unit of its first result. */
export interface ResultColumn {
  key: string;
  name: string;
  unit: string;
}

/** A result's flattened key: its reference, but RET10 or RET8 for the sieve results (§3). */
function resultKey(result: Pick<SampleResult, 'reference' | 'name'>): string {
  if (result.reference !== 'RET') return result.reference;
  if (result.name.includes('10')) return 'RET10';
  if (result.name.includes('8')) return 'RET8';
  return result.reference;
}

/** The names of the parcels each sample id is in. */
export function parcelsBySample(parcels: readonly Parcel[]): Map<string, string[]> {
  const names = new Map<string, string[]>();
  for (const parcel of parcels) for (const id of new Set(parcel.samples)) names.set(id, [...(names.get(id) ?? []), parcel.parcelName]);
  return names;
}

export function toWizardSample(sample: SampleRow, inParcels: ReadonlyMap<string, readonly string[]>): WizardSample {
  const values: Record<string, number | null> = {};
  for (const result of sample.results) values[resultKey(result)] ??= result.result;
  return { ...sample, values, parcelCount: inParcels.get(sample.sampleId)?.length ?? 0 };
}

/** The result columns the samples carry, in the order they first appear. */
export function resultColumns(samples: readonly SampleRow[]): ResultColumn[] {
  const columns = new Map<string, ResultColumn>();
  for (const sample of samples) {
    for (const result of sample.results) {
      const key = resultKey(result);
      if (!columns.has(key)) columns.set(key, { key, name: result.name, unit: result.unit });
    }
  }
  return [...columns.values()];
}
