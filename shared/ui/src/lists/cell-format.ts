import { formatDate, formatPounds } from '@farm/core';

// How My Account shows its values (spec 3 §1, §5): £ with two decimals, tonnes as mt, dates DD/MM/YYYY.

export const money = (value: number | null | undefined) => (value === null || value === undefined ? '' : formatPounds(value));

const tonnes = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });
export const mt = (value: number | null | undefined) => (value === null || value === undefined ? '' : `${tonnes.format(value)} mt`);

export const pricePerTonne = (value: number | null | undefined) => (value === null || value === undefined ? '' : `${formatPounds(value)}/mt`);

export const day = (value: string | null | undefined) => formatDate(value ?? null);

/** A movement period 'from – to', or the one end there is; a narrow column breaks it after the dash only. */
export const period = (from: string | null, to: string | null) => [day(from), day(to)].filter(Boolean).join('\u00a0– ');
