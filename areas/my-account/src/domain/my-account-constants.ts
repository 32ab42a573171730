// My Account (spec 3): the lists, their limits and every text they show, apart from the zod schemas
// (my-account.ts) so the screens can use them without loading zod.

/** 'All' in a page-size menu: the spec sends it as 99999 (§9). */
export const ALL_ROWS = 99999;
export const LIST_PAGE_SIZES = { desktop: 25, mobile: 10, loadMoreStep: 10 } as const;
/** §9: the purchases grid offers 10, 25 and 50; the contract lists 5, 10 and 25; both also All. */
export const PURCHASE_PAGE_SIZE_OPTIONS = [10, 25, 50, ALL_ROWS] as const;
export const CONTRACT_PAGE_SIZE_OPTIONS = [5, 10, 25, ALL_ROWS] as const;
export const QUICK_SEARCH_DELAY_MS = 1000;
/**
 * The longest texts a list query takes, the boxes' maxLength in the browser and the server's limit alike: the
 * quick search, a text filter (header filters, sample and contract references) and a numeric header filter.
 */
export const LIST_TEXT_LIMITS = { search: 100, filter: 50, digits: 20 } as const;
export const TOAST_MS = 3000;
/** §9: purchases open on the last 180 days. */
export const DEFAULT_PURCHASES_RANGE_DAYS = 180;

/** Spec 3 §3's contract statuses; Partially Dispatched and Partially Received are shown but not filterable. */
export const CONTRACT_STATUSES = [
  'Open',
  'Complete',
  'Cancelled',
  'Pending Approval',
  'Rejected',
  'Pending Pre-pay',
  'On Hold',
  'Partially Dispatched',
  'Partially Received',
] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];
export const FILTERABLE_CONTRACT_STATUSES = CONTRACT_STATUSES.slice(0, 7) as readonly ContractStatus[];

/** Spec 3 §3's order statuses. */
export const ORDER_STATUSES = [
  'Open',
  'Complete',
  'Rejected',
  'Cancelled',
  'On Hold',
  'Pending Approval',
  'Pending Pre-pay',
  'Partially Dispatched',
  'Partially Received',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** §3's other two order chips: whether an order was delivered in full. */
export const ORDER_FULFILMENTS = ['Fulfilled', 'Unfulfilled'] as const;
export type OrderFulfilment = (typeof ORDER_FULFILMENTS)[number];
/**
 * An order is Fulfilled once complete, Unfulfilled while anything is still to be delivered or received (open, held,
 * pending or part-delivered), and neither once it was cancelled or rejected: nothing is left to fulfil.
 */
export const fulfilmentOf = (status: OrderStatus): OrderFulfilment | null =>
  status === 'Complete' ? 'Fulfilled' : status === 'Cancelled' || status === 'Rejected' ? null : 'Unfulfilled';

/** Transactions, self bills and haulier self bills are Paid or Due. */
export const PAYMENT_STATUSES = ['Paid', 'Due'] as const;
/** The contract lists' payment filter (§3 Filter state). */
export const PAID_FILTERS = ['All', 'Paid', 'Unpaid'] as const;

/** A contract's net value: its gross plus its price adjustments (claims are negative), to the penny. */
export const contractNet = (gross: number, adjustments: number): number => Math.round((gross + adjustments) * 100) / 100;

/** A contract's payment: Unpaid while anything is outstanding, Paid once all of it is; nothing when it is worth nothing. */
export const paymentOf = (value: { gross: number; outstanding: number }): 'Paid' | 'Unpaid' | null =>
  value.outstanding > 0 ? 'Unpaid' : value.gross > 0 ? 'Paid' : null;

/** §7: a movement list's status is planned (Planned, not complete) or complete (Moved). */
export const MOVEMENT_STATUSES = ['planned', 'complete'] as const;
export type MovementStatus = (typeof MOVEMENT_STATUSES)[number];
/** §3 Movement detail: the analysis a moved load shows, in this order. */
export const MOVEMENT_ANALYSIS = ['MOI', 'KG', 'PRO', 'HAG', 'ADS'] as const;
/** The grid's header filters (§2) that take text, matched anywhere in the column in any case... */
export const MOVEMENT_TEXT_FILTERS = ['contractReference', 'product', 'vehicle', 'haulier'] as const;
/** ...and those that take digits only (§5): whole tonnes, and the start of a weighbridge ticket number. */
export const MOVEMENT_NUMERIC_FILTERS = ['quantity', 'weighbridge'] as const;

/** Input product lines of the purchases lists. */
export const PRODUCT_LINES = ['Fertiliser', 'Seed', 'Agrochemicals', 'Feed', 'Services'] as const;

/**
 * UK VAT by what is sold (HMRC VAT Notice 701/14 and 701/15): grain, seed for food crops and most animal feed are
 * zero-rated; fertiliser, agrochemicals and services are standard-rated (20 %).
 */
const VAT_RATES: Record<(typeof PRODUCT_LINES)[number] | 'Grain', number> = { Grain: 0, Seed: 0, Feed: 0, Fertiliser: 20, Agrochemicals: 20, Services: 20 };
/** The VAT rate in % of a product line; an unknown line is standard-rated, the safe side of an invoice. */
export const vatRateOf = (productLine: string): number => VAT_RATES[productLine as keyof typeof VAT_RATES] ?? 20;

/**
 * Every My Account list: its API path under /accounts/{id}/, its name in the CSV file name, the widest date range
 * it accepts (§5), its sortable columns with the default sort (§9), and the flag that offers its CSV export (§6).
 */
export const MY_ACCOUNT_LISTS = {
  allTransactions: {
    path: 'all-transactions',
    label: 'All transactions',
    maxSpanDays: 2010,
    sorts: ['dateCreated', 'reference', 'dateMovementFrom', 'valueGross', 'valueOutstanding', 'status'],
    defaultSort: { orderBy: 'dateCreated', orderDir: 'desc' },
    csvFlag: null,
  },
  grainSaleContracts: {
    path: 'grain-sale/contracts',
    label: 'Grain sales contracts',
    maxSpanDays: 2010,
    sorts: ['movementPeriodFrom', 'contractReference', 'product', 'contractQuantity', 'price', 'status', 'cropYear'],
    defaultSort: { orderBy: 'movementPeriodFrom', orderDir: 'desc' },
    csvFlag: 'grain-sales-csv-export',
  },
  selfBills: {
    path: 'grain-sale/self-bills',
    label: 'Self bills',
    maxSpanDays: 365,
    sorts: ['dateInvoiced', 'dateDue', 'reference', 'product', 'quantityInvoiced', 'netValue', 'status'],
    defaultSort: { orderBy: 'dateInvoiced', orderDir: 'desc' },
    csvFlag: 'grain-sales-csv-export',
  },
  haulierSelfBills: {
    path: 'haulier-self-bills',
    label: 'Haulier self bills',
    maxSpanDays: 365,
    sorts: ['dateCreated', 'reference', 'due', 'total', 'outstanding', 'status'],
    defaultSort: { orderBy: 'dateCreated', orderDir: 'desc' },
    csvFlag: 'haulierselfbills-csv-export',
  },
  purchaseTransactions: {
    path: 'purchase/transactions',
    label: 'Transactions',
    maxSpanDays: 365,
    sorts: ['transactionDate', 'transactionReference', 'product', 'productLine', 'netValue', 'dueDate', 'status'],
    defaultSort: { orderBy: 'transactionDate', orderDir: 'desc' },
    csvFlag: 'purchases-csv-export',
  },
  purchaseProducts: {
    path: 'purchase/products',
    label: 'Product',
    maxSpanDays: 365,
    sorts: ['transactionDate', 'transactionReference', 'product', 'productLine', 'noOfUnits', 'unitPrice', 'netValue'],
    defaultSort: { orderBy: 'transactionDate', orderDir: 'desc' },
    csvFlag: 'purchases-csv-export',
  },
  purchaseOrders: {
    path: 'purchase/orders',
    label: 'Orders',
    // §5: 18 months, counted in days so one rule checks every list.
    maxSpanDays: 549,
    sorts: ['orderDate', 'orderReference', 'product', 'productLine', 'netValue', 'status'],
    defaultSort: { orderBy: 'orderDate', orderDir: 'desc' },
    csvFlag: 'purchases-csv-export',
  },
  movements: {
    path: 'movements',
    label: 'Movements',
    maxSpanDays: 365,
    sorts: ['date', 'contract', 'reference', 'product', 'quantity', 'booking', 'weighbridge', 'vehicle', 'haulier'],
    defaultSort: { orderBy: 'date', orderDir: 'desc' },
    csvFlag: 'movements-csv-export',
  },
  samples: {
    path: 'samples',
    label: 'Grain samples',
    // Ours: the spec sets no widest range for samples; five and a half years, as for grain sales contracts.
    maxSpanDays: 2010,
    sorts: ['dateTaken', 'reference', 'contractReference', 'commodity', 'variety', 'locality'],
    defaultSort: { orderBy: 'dateTaken', orderDir: 'desc' },
    csvFlag: null,
  },
} as const;
export type MyAccountListName = keyof typeof MY_ACCOUNT_LISTS;
export type MyAccountListSort<L extends MyAccountListName> = (typeof MY_ACCOUNT_LISTS)[L]['sorts'][number];

/** A 'YYYY-MM-DD' day as DD-MM-YYYY: the screen's date, with the '-' a file name can hold in place of '/'. */
const fileDay = (day: string | undefined) => (day ? day.split('-').reverse().join('-') : 'All');
const DAY_MS = 86_400_000;
const DAYS_A_YEAR = 365;
/** The 'YYYY-MM-DD' day `years` later: the same calendar day, or the month's last when it has none (29 February). */
function yearsLater(day: string, years: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const lastOfMonth = new Date(Date.UTC(year + years, month, 0)).getUTCDate();
  return new Date(Date.UTC(year + years, month - 1, Math.min(date, lastOfMonth))).toISOString().slice(0, 10);
}

/**
 * Whether a range (two 'YYYY-MM-DD' days, from on or before to) is no wider than `maxSpanDays`: its span is the
 * days from its start to its end, so 1 January to 31 December is 364 days. A maximum of whole years (365, or 365
 * times n) reads as calendar years: 1 January to 1 January the next year is one year, 365 days or 366 across a
 * leap day. The one place a span is measured: the range boxes and the server's query schema both ask it.
 */
function withinSpan(from: string, to: string, maxSpanDays: number): boolean {
  if ((Date.parse(to) - Date.parse(from)) / DAY_MS <= maxSpanDays) return true;
  return maxSpanDays % DAYS_A_YEAR === 0 && to <= yearsLater(from, maxSpanDays / DAYS_A_YEAR);
}

/**
 * Why a list can not take a range (reversed, or wider than its maximum of §5), and which end to blame; undefined
 * when it can. The filter panel asks before it applies, and the server's query schema asks again.
 */
export function dateRangeProblem(
  from: string | undefined,
  to: string | undefined,
  maxSpanDays: number,
): { end: 'dateFrom' | 'dateTo'; message: string } | undefined {
  if (!from || !to) return undefined;
  if (from > to) return { end: 'dateFrom', message: myAccountMessages.rangeReversed };
  if (!withinSpan(from, to, maxSpanDays)) return { end: 'dateTo', message: myAccountMessages.spanTooWide(maxSpanDays) };
  return undefined;
}

/** §7: the CSV file of a list is named '<tab> - <from> - <to>.csv', from the query's 'YYYY-MM-DD' days ('All' when open). */
export const csvFileName = (tab: string, from: string | undefined, to: string | undefined) => `${tab} - ${fileDay(from)} - ${fileDay(to)}.csv`;

/** Texts of spec 3 §8 word for word, and ours where the spec shows none. */
export const myAccountMessages = {
  downloading: (name: string) => `Downloading ${name}`,
  downloadFailed: (name: string) => `Failed to download ${name}`,
  noMovements: 'No Movements Found',
  noInvoices: 'No Invoices Found',
  noSamples: 'No Samples Found',
  noPriceAdjustments: 'No Price Adjustments Found',
  noRecords: 'No Records Found',
  noRecordsGrid: 'No records found',
  noRelatedData: 'No Related Data',
  /** §5: a typed date that is not one, and one outside the range already applied. */
  invalidDate: 'Enter a valid date, e.g. 13/02/2025',
  dateOutsideRange: 'Choose a date within the applied date range.',
  /** Ours: the spec shows no wording for a range over a list's maximum (§5). */
  spanTooWide: (days: number) => `Choose a date range of ${days} days or less.`,
  /** Ours: a from date after the to date. */
  rangeReversed: 'The start date must be on or before the end date.',
  contractNotFound: 'This contract is not on the selected business account.',
  movementNotFound: 'This movement is not on the selected business account.',
  noSampleInformation: 'No Sample Information',
  /** Ours: §5 says a numeric grid filter accepts only digits but shows no wording. */
  digitsOnly: 'Enter digits only.',
  /** Ours: texts longer than a list query takes (LIST_TEXT_LIMITS), pasted past a box's limit or sent by hand. */
  searchTooLong: 'Use 100 characters or fewer in the search.',
  filterTooLong: 'Use 50 characters or fewer in a filter.',
  digitsTooLong: 'Use 20 digits or fewer.',
  /** Ours: a paste longer than a box takes, which the browser cuts to the box's limit. */
  pasteCut: (max: number) => `Only the first ${max} characters were pasted: this box takes ${max} at most.`,
  /** Ours: a list query the server refused for a reason the screen can not name (a page, sort or filter it does not offer). */
  queryRefused: 'This list cannot be shown with these filters. Reset the filters and try again.',
  noSampleResults: 'No result found. Please change your filters and try again.',
  noSampleData: 'No sample data available, please check later',
  sampleNotFound: 'No data found',
  /** §8's compare hints: one sample chosen, and the limit reached. */
  compareNeedsTwo: 'Please select two or more samples in order to compare the results',
  compareLimitReached: 'Compare up to 10 samples at once. To add a new sample, please remove one from your current selection.',
  parcelSaveFailed: (message: string) => `Error creating parcel: ${message}`,
  parcelCreateFallback: 'Failed to create parcel',
  parcelUpdateFallback: 'Failed to update parcel',
  /** Ours: the spec shows no wording for the parcel field rules of §5. */
  parcelNameRequired: 'Enter a parcel name.',
  parcelNameTooLong: 'Use 50 characters or fewer.',
  parcelNameCharacters: "Use only letters, digits, spaces and - ' , .",
  tonnageTooLong: 'Use 10 characters or fewer.',
  tonnageCharacters: 'Use only letters, digits, spaces, - and .',
  notesTooLong: 'Use 500 characters or fewer.',
  targetGradeNotOffered: 'Choose a target grade offered for this commodity.',
  parcelSampleNotOffered: 'A sample in this parcel is not on the selected business account, or is of another commodity.',
  /** Ours: a save made against a parcel list someone else has changed since it was read (412). */
  parcelsChanged: 'Your parcels were changed elsewhere since you opened them.',
  parcelsPreconditionRequired: 'Send the If-Match header with the version of the parcels you read.',
  parcelsExist: 'This account already has parcels: update them instead.',
  parcelsNotFound: 'This account has no parcels yet.',
  /** Ours: a page cursor the server did not write. */
  badCursor: 'This page is no longer available. Go back to the first page.',
} as const;

/** §3 Commodity numbers. */
export const COMMODITIES = {
  81074: 'Barley',
  81075: 'Beans',
  81077: 'Linseed',
  81078: 'Oats',
  81079: 'Oilseed Rape',
  81080: 'Peas',
  81081: 'Rye',
  81083: 'Wheat',
  97218904: 'Maize',
} as const satisfies Record<number, string>;

/** §3 Target grades per commodity; every other commodity has None only. */
const TARGET_GRADES_BY_COMMODITY: Partial<Record<number, readonly string[]>> = {
  81074: ['None', 'Malting Barley', 'Feed Barley'],
  81083: ['None', 'Milling Wheat', 'Biscuit Wheat', 'Feed Wheat'],
  81078: ['None', 'Milling Oats', 'Feed Oats'],
  81075: ['None', 'Human Consumption Beans', 'Feed Beans'],
};
export const targetGradesFor = (commodityNo: number): readonly string[] => TARGET_GRADES_BY_COMMODITY[commodityNo] ?? ['None'];

/** §7: sample and parcel calls give up after 5 seconds. */
export const SAMPLE_CALL_TIMEOUT_MS = 5000;

/** §9 and §5: the samples list, the compare limit and the parcel form's limits. */
export const SAMPLE_LIMITS = {
  /** §9: the samples list opens on the last 180 days... */
  defaultRangeDays: 180,
  /** ...and the wizard on the last 6 months to today. */
  wizardRangeMonths: 6,
  pageSize: 25,
  loadMoreStep: 10,
  /** The wizard fetches a commodity's samples in one call, and shows 10 a page. */
  wizardFetchSize: 9999,
  wizardPageSize: 10,
  compareMin: 2,
  compareMax: 10,
  /** §9: up to 7 key results on a phone card. */
  cardResults: 7,
  parcelName: 50,
  tonnage: 10,
  notes: 500,
} as const;

/** §5: the characters a parcel name and its notes allow (letters, digits, space, - ' , .), and a tonnage (letters, digits, space, - .). */
export const PARCEL_TEXT_PATTERN = /^[A-Za-z0-9 \-',.]*$/;
export const PARCEL_NOTES_PATTERN = /^[A-Za-z0-9 \-',.\r\n]*$/;
export const TONNAGE_PATTERN = /^[A-Za-z0-9 \-.]*$/;

/**
 * §5: the analysis fields where lower is best (and higher worst) when samples are compared, by reference; every
 * other field is higher-is-best. Moisture, admix, ergot and screenings are lower-is-better by name too.
 */
const LOWER_IS_BETTER = [
  'MOI',
  'ADM',
  'ER1',
  'ER2',
  '2',
  'NIT',
  '225',
  'SPL',
  'BRO',
  'BLK',
  'BLA',
  'OATC',
  'HOL',
  'IN4',
  'B&D',
  'VIS',
  'B&S',
  'PCOL',
  'INS',
  'BLE',
  'DIS',
] as const;
const LOWER_IS_BETTER_NAMES = /moisture|admix|ergot|screening/i;
export const isLowerBetter = (reference: string, name = '') => (LOWER_IS_BETTER as readonly string[]).includes(reference) || LOWER_IS_BETTER_NAMES.test(name);

/** The letters a default parcel name takes in turn: A..Z, then AA, AB, ... (spreadsheet columns). */
export function parcelLetter(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/** §4: '{commodity} - Parcel {letter}', the first letter from A on whose name none of the account's parcels has. */
export function defaultParcelName(commodity: string, existingNames: Iterable<string>): string {
  const taken = new Set([...existingNames].map((name) => name.trim().toLowerCase()));
  for (let index = 0; ; index++) {
    const name = `${commodity} - Parcel ${parcelLetter(index)}`;
    if (!taken.has(name.toLowerCase())) return name;
  }
}
