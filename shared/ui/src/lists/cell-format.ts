import { formatDate, formatPounds } from '@farm/core';

// How My Account shows its values (spec 3 §1, §5): £ with two decimals, tonnes as mt, dates DD/MM/YYYY.

export const money = (value: number | null | undefined) => (value === null || value === undefined ? '' : formatPounds(value));

// A quantity keeps the precision it was weighed or counted to (0.175 t is not 0.18 t).
const quantity = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 3 });
export const mt = (value: number | null | undefined) => (value === null || value === undefined ? '' : `${quantity.format(value)} mt`);

export const pricePerTonne = (value: number | null | undefined) => (value === null || value === undefined ? '' : `${formatPounds(value)}/mt`);

/** A quantity in its own unit ('14.4 t', '2,000 kg'); tonnes of grain (MT) as mt. */
export const units = (value: number, unit: string) => (unit.toUpperCase() === 'MT' ? mt(value) : `${quantity.format(value)} ${unit}`);
/** A price per its own unit ('£412.50/t', '£0.71/kg'); per tonne of grain as /mt. */
export const pricePer = (value: number, unit: string) => (unit.toUpperCase() === 'MT' ? pricePerTonne(value) : `${formatPounds(value)}/${unit}`);

export const day = (value: string | null | undefined) => formatDate(value ?? null);

/** A movement period 'from – to', or the one end there is; a narrow column breaks it after the dash only. */
export const period = (from: string | null, to: string | null) => [day(from), day(to)].filter(Boolean).join('\u00a0– ');
