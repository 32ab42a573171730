import { formatNumber, roundTo } from '../formulas/numbers';
import { ACRES_PER_HECTARE, UNIT_LABELS, type AreaUnits } from '../formulas/units';

/** Numbers in explanations: 2 decimals unless the step needs more (small Limus rates). */
/** `undefined` never reaches a line: there is no result, so no working, until every input is above 0. */
export const n = (value: number | undefined, places = 2) => (value === undefined ? '' : formatNumber(value, places));
export const perArea = (units: AreaUnits) => UNIT_LABELS[units].perArea;
export const areaUnit = (units: AreaUnits) => UNIT_LABELS[units].area;
export const ACRES = formatNumber(ACRES_PER_HECTARE, 5);

/** Money always shows pence: £27.00, £0.90. */
export const money = (value: number) =>
  `£${roundTo(value, 2).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
