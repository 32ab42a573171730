/** Spec 2 §5: numeric-only inputs, an optional sign, digits and one decimal point (partial entries included). */
export const NUMERIC_PATTERN = /^[+-]?\d*\.?\d*$/;

export function isNumericText(text: string): boolean {
  return NUMERIC_PATTERN.test(text);
}

/** The number a field holds, or undefined for an empty or unfinished entry ('', '-', '.', '+.'). */
export function parseNumber(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const trimmed = text.trim();
  if (!isNumericText(trimmed) || !/\d/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : undefined;
}

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
