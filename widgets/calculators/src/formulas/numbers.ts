/** Spec 2 §5: a calculation needs every input above 0. */
export function allAboveZero(values: readonly (number | undefined)[]): boolean {
  return values.every((value) => value !== undefined && Number.isFinite(value) && value > 0);
}

/** The values themselves when every one is above 0 (spec 2 §5), else undefined: no result. */
export function positiveValues<T extends readonly (number | undefined)[]>(values: T): { [K in keyof T]: number } | undefined {
  return allAboveZero(values) ? (values as unknown as { [K in keyof T]: number }) : undefined;
}

/** Rounds to a number of decimal places without the binary noise of toFixed on halves (1.005 -> 1.01). */
export function roundTo(value: number, places: number): number {
  const factor = 10 ** places;
  return Math.round((value + Number.EPSILON * Math.sign(value)) * factor) / factor;
}

/** A number for an explanation or a result: rounded, without trailing zeros, with thousands separators. */
export function formatNumber(value: number, places = 2): string {
  return roundTo(value, places).toLocaleString('en-GB', { maximumFractionDigits: places });
}
