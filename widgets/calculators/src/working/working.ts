import { formatNumber, roundTo } from '../formulas/numbers';
import { ACRES_PER_HECTARE } from '../formulas/units';

/** Numbers in explanations: 2 decimals unless the step needs more (small Limus rates). */
/** `undefined` never reaches a line: there is no result, so no working, until every input is above 0. */
export const n = (value: number | undefined, places = 2) => (value === undefined ? '' : formatNumber(value, places));
export const ACRES = formatNumber(ACRES_PER_HECTARE, 5);

/** Small Limus rates need 3 or 4 decimals to mean anything (0.075 lt/ha). */
export const litres = (value: number) => n(value, value < 1 ? 4 : 2);

/** Money always shows pence: £27.00, £0.90. */
export const money = (value: number) => `£${roundTo(value, 2).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
