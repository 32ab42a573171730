import type { SampleResult } from '@farm/area-my-account';

/** One result column of the samples table: an analysis reference its samples carry. */
export interface ResultColumn {
  reference: string;
  name: string;
  unit: string;
}

/** A blank result (not recorded), as every samples screen shows it. */
export const BLANK = '–';

const upTo2 = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });
const exactly2 = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const withUnit = (text: string, unit: string) => (!unit ? text : unit === '%' ? `${text}%` : `${text} ${unit}`);

/** A result with its unit ('14.2%', '76.5 kg/hl', '280 s'), or '–' when blank. */
export const formatResult = (value: number | null | undefined, unit: string) =>
  value === null || value === undefined ? BLANK : withUnit(upTo2.format(value), unit);

/** An average, always with two decimals (§5). */
export const formatAverage = (value: number, unit: string) => withUnit(exactly2.format(value), unit);

/** A result column's heading: its name and unit, the unit left out where the name says it already ('Kg/hl'). */
export const resultHeading = ({ name, unit }: { name: string; unit: string }) =>
  !unit || name.toLowerCase() === unit.toLowerCase() ? name : `${name} (${unit})`;

/**
 * The result columns of a page of samples of one commodity (spec 3 §2, §9): one per analysis reference the samples
 * carry (wheat MOI, KG, PRO, HAG, ADS; oilseed rape MOI, ADS, OIL), in the order the lab records them.
 */
export function resultColumns(samples: readonly { results: readonly SampleResult[] }[]): ResultColumn[] {
  const columns = new Map<string, ResultColumn>();
  for (const sample of samples)
    for (const { reference, name, unit } of sample.results) if (!columns.has(reference)) columns.set(reference, { reference, name, unit });
  return [...columns.values()];
}

/** A sample's result for a column, if it carries one. */
export const resultFor = (results: readonly SampleResult[], reference: string) => results.find((result) => result.reference === reference);
