import type { MOVEMENT_NUMERIC_FILTERS, MOVEMENT_TEXT_FILTERS } from '@farm/area-my-account';

export type HeaderFilterKey = (typeof MOVEMENT_TEXT_FILTERS)[number] | (typeof MOVEMENT_NUMERIC_FILTERS)[number];
/** The header filters' texts; '' filters nothing. */
export type HeaderFilters = Record<HeaderFilterKey, string>;

/** The grid's header filters (spec 3 §2), under the column each filters, in column order; numeric ones take digits only (§5). */
export const HEADER_FILTERS: readonly { key: HeaderFilterKey; column: string; label: string; digits: boolean }[] = [
  { key: 'contractReference', column: 'contract', label: 'Contract', digits: false },
  { key: 'product', column: 'product', label: 'Product', digits: false },
  { key: 'quantity', column: 'quantity', label: 'Quantity (mt)', digits: true },
  { key: 'weighbridge', column: 'weighbridge', label: 'Weighbridge', digits: true },
  { key: 'vehicle', column: 'vehicle', label: 'Vehicle reg', digits: false },
  { key: 'haulier', column: 'haulier', label: 'Haulier', digits: false },
];

export const NO_HEADER_FILTERS: HeaderFilters = { contractReference: '', product: '', quantity: '', weighbridge: '', vehicle: '', haulier: '' };

/** §5: a numeric grid filter accepts only digits or an empty string. */
export const isDigits = (text: string) => /^\d*$/.test(text);

export const sameHeaderFilters = (a: HeaderFilters, b: HeaderFilters) => HEADER_FILTERS.every(({ key }) => a[key].trim() === b[key].trim());

export const validHeaderFilters = (filters: HeaderFilters) => HEADER_FILTERS.every(({ key, digits }) => !digits || isDigits(filters[key].trim()));

/** The filters as the query sends them: the ones with text, trimmed. */
export const headerFilterQuery = (filters: HeaderFilters): Partial<HeaderFilters> =>
  Object.fromEntries(HEADER_FILTERS.map(({ key }) => [key, filters[key].trim()]).filter(([, text]) => text));
