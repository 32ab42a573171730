/**
 * The date formats of spec 1 §9, and spec 1 §1's time of day ("8:30 AM"), in moment's tokens. Written out by
 * hand rather than with Intl.DateTimeFormat, whose en-GB short month for September is "Sept" in current ICU.
 */
const DATE_FORMATS = {
  display: 'DD/MM/YYYY',
  iso: 'YYYY-MM-DD',
  short: 'DD MMM YY',
  monthYear: 'MMM YY',
  time: 'h:mm A',
} as const;

type DateFormat = keyof typeof DATE_FORMATS;

type DateInput = string | number | Date;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const TOKENS = /YYYY|YY|MMM|MM|DD|h|mm|A/g;
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** ISO 8601 as the API writes instants (toISOString) and ECMAScript's Date reads them: seconds and zone optional. */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * A calendar date (YYYY-MM-DD) is that day in the browser's zone, as moment reads it (the Date constructor
 * would read it as midnight UTC, the day before west of Greenwich); a date-time is the instant it names.
 */
function parseDate(value: DateInput): Date | undefined {
  if (typeof value !== 'string') return new Date(value);
  const calendar = CALENDAR_DATE.exec(value);
  if (calendar) {
    const [year, month, day] = calendar.slice(1).map(Number) as [number, number, number];
    const date = new Date(year, month - 1, day);
    // 2026-02-30 would roll over into March: not a date.
    return date.getMonth() === month - 1 && date.getDate() === day ? date : undefined;
  }
  return DATE_TIME.test(value) ? new Date(value) : undefined;
}

function tokenValue(date: Date, token: string): string {
  const hours = date.getHours();
  switch (token) {
    case 'YYYY':
      return String(date.getFullYear());
    case 'YY':
      return twoDigits(date.getFullYear() % 100);
    case 'MMM':
      return MONTHS[date.getMonth()]!;
    case 'MM':
      return twoDigits(date.getMonth() + 1);
    case 'DD':
      return twoDigits(date.getDate());
    case 'h':
      return String(hours % 12 || 12);
    case 'mm':
      return twoDigits(date.getMinutes());
    default:
      return hours < 12 ? 'AM' : 'PM';
  }
}

/** A date (or, with 'time', its time of day) in the browser's zone; '' when there is none or it is not a date. */
export function formatDate(value: DateInput | null | undefined, format: DateFormat = 'display'): string {
  if (value === null || value === undefined || value === '') return '';
  const date = parseDate(value);
  if (!date || Number.isNaN(date.getTime())) return '';
  return DATE_FORMATS[format].replace(TOKENS, (token) => tokenValue(date, token));
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
