import moment from 'moment';

/** The date formats of spec 1 §9. */
export const DATE_FORMATS = {
  display: 'DD/MM/YYYY',
  iso: 'YYYY-MM-DD',
  short: 'DD MMM YY',
  monthYear: 'MMM YY',
} as const;

export type DateFormat = keyof typeof DATE_FORMATS;

type DateInput = string | number | Date;

export function formatDate(value: DateInput | null | undefined, format: DateFormat = 'display'): string {
  if (value === null || value === undefined || value === '') return '';
  const parsed = moment(value, typeof value === 'string' ? moment.ISO_8601 : undefined);
  return parsed.isValid() ? parsed.format(DATE_FORMATS[format]) : '';
}

const pounds = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** £1,234.50 — pounds sterling with two decimals. */
export function formatPounds(value: number): string {
  return pounds.format(value);
}

/** £123.45/MT — a price per metric tonne. */
export function formatPoundsPerTonne(value: number): string {
  return `${formatPounds(value)}/MT`;
}
