import {
  CONTRACT_PAGE_SIZE_OPTIONS,
  DEFAULT_PURCHASES_RANGE_DAYS,
  FILTERABLE_CONTRACT_STATUSES,
  ORDER_STATUSES,
  PAID_FILTERS,
  PAYMENT_STATUSES,
  PURCHASE_PAGE_SIZE_OPTIONS,
  type MyAccountListName,
} from '@farm/area-my-account';
import { addDays, isoDay, type DateRange } from '@farm/ui/lists';

/** The lists this widget shows; the movements grid and the samples are widgets of their own (@farm/movements, @farm/samples). */
export type TransactionListName = Exclude<MyAccountListName, 'movements' | 'samples'>;

/** What a list's filter panel offers, besides the date range every list has. */
export interface ListSettings {
  /** What its date range filters on, as the panel labels it. */
  dateLabel: string;
  pageSizes: readonly number[];
  /** The status filter's choices; none, no status filter. 'All' (or the empty choice) sends no status. */
  statuses?: readonly string[];
  cropYear?: boolean;
  productLine?: boolean;
  /** All transactions: sales or purchases only (§7 type=sale / type=purchase). */
  saleOrPurchase?: boolean;
  /** The range a list opens on (§9: purchases, the last 180 days). */
  defaultRange: (today: Date) => DateRange;
}

const open = (): DateRange => ({});
const lastPurchaseDays = (today: Date): DateRange => ({ from: isoDay(addDays(today, 1 - DEFAULT_PURCHASES_RANGE_DAYS)), to: isoDay(today) });

export const LIST_SETTINGS: Record<TransactionListName, ListSettings> = {
  allTransactions: {
    dateLabel: 'Date created',
    pageSizes: CONTRACT_PAGE_SIZE_OPTIONS,
    statuses: PAID_FILTERS.filter((status) => status !== 'All'),
    cropYear: true,
    productLine: true,
    saleOrPurchase: true,
    defaultRange: open,
  },
  grainSaleContracts: {
    dateLabel: 'Movement period',
    pageSizes: CONTRACT_PAGE_SIZE_OPTIONS,
    statuses: FILTERABLE_CONTRACT_STATUSES,
    cropYear: true,
    defaultRange: open,
  },
  selfBills: { dateLabel: 'Date invoiced', pageSizes: CONTRACT_PAGE_SIZE_OPTIONS, statuses: PAYMENT_STATUSES, cropYear: true, defaultRange: open },
  haulierSelfBills: { dateLabel: 'Date created', pageSizes: CONTRACT_PAGE_SIZE_OPTIONS, statuses: PAYMENT_STATUSES, defaultRange: open },
  purchaseTransactions: {
    dateLabel: 'Transaction date',
    pageSizes: PURCHASE_PAGE_SIZE_OPTIONS,
    statuses: PAYMENT_STATUSES,
    productLine: true,
    defaultRange: lastPurchaseDays,
  },
  purchaseProducts: { dateLabel: 'Transaction date', pageSizes: PURCHASE_PAGE_SIZE_OPTIONS, productLine: true, defaultRange: lastPurchaseDays },
  purchaseOrders: {
    dateLabel: 'Order date',
    pageSizes: PURCHASE_PAGE_SIZE_OPTIONS,
    statuses: ORDER_STATUSES,
    productLine: true,
    defaultRange: lastPurchaseDays,
  },
};

/** Crop years the filter offers: next year's back to six years ago. */
export const cropYears = (today: Date) => Array.from({ length: 8 }, (_, index) => today.getFullYear() + 1 - index);
