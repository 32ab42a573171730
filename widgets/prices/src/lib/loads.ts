import { LOAD_STEP, LOAD_TONNES, MAX_LOADS, MAX_SALE_TONNES, MIN_LOADS, MIN_SALE_TONNES } from '@farm/core';

/**
 * Whether `loads` may be sold (spec 2 §5): whole loads, 1 to 50, making 1 to 500 MT. The form's schema says the
 * same with its message; this answers at once, for the Next button, before the schema module has loaded.
 */
export const isSellableLoads = (loads: number) =>
  Number.isInteger(loads) &&
  loads >= MIN_LOADS &&
  loads <= MAX_LOADS &&
  loads * LOAD_TONNES >= MIN_SALE_TONNES &&
  loads * LOAD_TONNES <= MAX_SALE_TONNES;

/** The loads selector's stops: 1, then every 5 up to 50 (spec 2 §9); any whole number between may be typed. */
export function stepLoads(loads: number, direction: 1 | -1): number {
  const whole = Number.isFinite(loads) ? Math.round(loads) : MIN_LOADS;
  const next = direction > 0 ? Math.floor(whole / LOAD_STEP) * LOAD_STEP + LOAD_STEP : Math.ceil(whole / LOAD_STEP) * LOAD_STEP - LOAD_STEP;
  return Math.min(MAX_LOADS, Math.max(MIN_LOADS, next));
}
