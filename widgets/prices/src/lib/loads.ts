import { LOAD_STEP, MAX_SALE_LOADS, MIN_LOADS } from '@farm/area-crop-marketing';

/**
 * Whether `loads` may be sold (spec 2 §5, §9): whole loads, 1 to 17, the most that make at most 500 MT. The form's
 * schema says the same with its message; this answers at once, for the Next button, before the schema module has
 * loaded.
 */
export const isSellableLoads = (loads: number) => Number.isInteger(loads) && loads >= MIN_LOADS && loads <= MAX_SALE_LOADS;

/**
 * The loads selector's stops: 1, then every 5 (spec 2 §9), up to the most a sale may be (1, 5, 10, 15, 17); any
 * whole number between may be typed. From a number outside the range it steps back into it.
 */
export function stepLoads(loads: number, direction: 1 | -1): number {
  const whole = Number.isFinite(loads) ? Math.round(loads) : MIN_LOADS;
  const next = direction > 0 ? Math.floor(whole / LOAD_STEP) * LOAD_STEP + LOAD_STEP : Math.ceil(whole / LOAD_STEP) * LOAD_STEP - LOAD_STEP;
  return Math.min(MAX_SALE_LOADS, Math.max(MIN_LOADS, next));
}
