import * as z from 'zod';
import {
  ALL_ROWS,
  CONTRACT_STATUSES,
  dateRangeProblem,
  LIST_TEXT_LIMITS,
  MOVEMENT_STATUSES,
  MY_ACCOUNT_LISTS,
  myAccountMessages,
  ORDER_FULFILMENTS,
  ORDER_STATUSES,
  PAID_FILTERS,
  PAYMENT_STATUSES,
  PRODUCT_LINES,
  type MyAccountListName,
} from './my-account-constants';
import { sampleResultSchema, sampleRowSchema } from './samples';

// My Account (spec 3, issue 13): the list queries the screens send and the server checks with the same schema,
// and the rows they answer.

const isoDate = z.iso.date();

const statusFilters = {
  allTransactions: PAID_FILTERS,
  grainSaleContracts: CONTRACT_STATUSES,
  selfBills: PAYMENT_STATUSES,
  haulierSelfBills: PAYMENT_STATUSES,
  purchaseTransactions: PAYMENT_STATUSES,
  purchaseProducts: PAYMENT_STATUSES,
  purchaseOrders: ORDER_STATUSES,
  movements: MOVEMENT_STATUSES,
  samples: [],
} as const satisfies Record<MyAccountListName, readonly string[]>;

// Every rule of a list query carries a text of spec 3's catalogue (or ours beside it), so a refused query says
// something a user can read, never zod's own words.
const refused = { error: myAccountMessages.queryRefused };
const queryDate = z.iso.date({ error: myAccountMessages.invalidDate });

/** A header filter's text; an empty one filters nothing. */
const headerText = z
  .string(refused)
  .trim()
  .max(LIST_TEXT_LIMITS.filter, myAccountMessages.filterTooLong)
  .transform((text) => text || undefined)
  .optional();
/** §5: a numeric grid filter takes digits only, or nothing. */
const headerDigits = z
  .string(refused)
  .trim()
  .regex(/^\d*$/, myAccountMessages.digitsOnly)
  .max(LIST_TEXT_LIMITS.digits, myAccountMessages.digitsTooLong)
  .transform((text) => text || undefined)
  .optional();

/**
 * The query of one list (§7): paging, one sort, quick search, a date range no wider than the list's maximum (§5)
 * and its filters; the movements grid's header filters apply to it alone. A page is found by its number, or after
 * the last row of the page before it (`after`, the `nextCursor` that page answered), which costs the same at any
 * depth. The CSV export takes the same query; page, perPage and after are then ignored.
 */
export function listQuerySchema<L extends MyAccountListName>(list: L) {
  const { sorts, defaultSort, maxSpanDays } = MY_ACCOUNT_LISTS[list];
  return z
    .object({
      page: z.coerce.number(refused).int().min(1).default(1),
      perPage: z.coerce.number(refused).int().min(1).max(ALL_ROWS).default(25),
      orderBy: z
        .enum(sorts as unknown as [MyAccountListSortOf<L>, ...MyAccountListSortOf<L>[]], refused)
        .default(defaultSort.orderBy as MyAccountListSortOf<L>),
      orderDir: z.enum(['asc', 'desc'], refused).default(defaultSort.orderDir),
      search: z.string(refused).trim().max(LIST_TEXT_LIMITS.search, myAccountMessages.searchTooLong).optional(),
      dateFrom: queryDate.optional(),
      dateTo: queryDate.optional(),
      status: (statusFilters[list].length ? z.enum(statusFilters[list] as unknown as [string, ...string[]], refused) : z.never(refused)).optional(),
      cropYear: z.coerce.number(refused).int().min(2000).max(2100).optional(),
      productLine: z.enum(PRODUCT_LINES, refused).optional(),
      /** All transactions only: sales or purchases (§7 type=sale / type=purchase). */
      type: z.enum(['sale', 'purchase'], refused).optional(),
      after: z.string(refused).max(500, myAccountMessages.badCursor).optional(),
      contractReference: headerText,
      product: headerText,
      vehicle: headerText,
      haulier: headerText,
      quantity: headerDigits,
      weighbridge: headerDigits,
      /** The samples list's filters (§7): a commodity and variety by number, a locality, and a sample reference. */
      commodityNo: z.coerce.number(refused).int().positive().optional(),
      varietyNo: z.coerce.number(refused).int().positive().optional(),
      locality: headerText,
      reference: headerText,
    })
    .superRefine((query, context) => {
      const problem = dateRangeProblem(query.dateFrom, query.dateTo, maxSpanDays);
      if (problem) context.addIssue({ code: 'custom', path: [problem.end], message: problem.message });
    });
}
type MyAccountListSortOf<L extends MyAccountListName> = (typeof MY_ACCOUNT_LISTS)[L]['sorts'][number];
export type ListQuery<L extends MyAccountListName> = z.input<ReturnType<typeof listQuerySchema<L>>>;
export type ParsedListQuery<L extends MyAccountListName> = z.output<ReturnType<typeof listQuerySchema<L>>>;

const documentRefSchema = z.object({ reference: z.string(), documentNo: z.string().nullable() });

/**
 * A contract's money: its gross value, the sum of its price adjustments (claims, negative), its net (gross plus
 * adjustments), what is paid and what is outstanding (net less paid). A sale's grain is zero-rated, so these are
 * the same with or without VAT; a purchase agreement's include VAT.
 */
const contractValueSchema = z.object({
  gross: z.number(),
  adjustments: z.number(),
  net: z.number(),
  outstanding: z.number(),
  paid: z.number(),
  dateDueTo: isoDate.nullable(),
});

/** All transactions (report=outstandingBalance): a contract with what is owed on it. */
export const contractSummarySchema = z.object({
  reference: z.string(),
  saleOrPurchase: z.enum(['SALE', 'PURCHASE']),
  status: z.enum(CONTRACT_STATUSES),
  dateCreated: z.iso.datetime({ offset: true }),
  dateMovementFrom: isoDate.nullable(),
  dateMovementTo: isoDate.nullable(),
  cropYear: z.number().nullable(),
  product: z.string().nullable(),
  productLine: z.string().nullable(),
  value: contractValueSchema,
  documentNo: z.string().nullable(),
});
export type ContractSummary = z.infer<typeof contractSummarySchema>;

export const grainSaleContractRowSchema = z.object({
  contractReference: z.string(),
  orderReference: z.string().nullable(),
  orderDocumentNo: z.string().nullable(),
  movementPeriodFrom: isoDate.nullable(),
  movementPeriodTo: isoDate.nullable(),
  product: z.string().nullable(),
  contractQuantity: z.number(),
  movedQuantity: z.number(),
  price: z.number().nullable(),
  status: z.enum(CONTRACT_STATUSES),
  cropYear: z.number().nullable(),
});
export type GrainSaleContractRow = z.infer<typeof grainSaleContractRowSchema>;

export const selfBillRowSchema = z.object({
  reference: z.string(),
  documentNo: z.string().nullable(),
  dateInvoiced: isoDate,
  dateDue: isoDate,
  /** The sale contract the self bill pays for. */
  orderReference: z.string().nullable(),
  product: z.string(),
  quantityInvoiced: z.number(),
  netValue: z.number(),
  status: z.enum(PAYMENT_STATUSES),
  cropYear: z.number().nullable(),
  movementPeriodFrom: isoDate.nullable(),
  movementPeriodTo: isoDate.nullable(),
});
export type SelfBillRow = z.infer<typeof selfBillRowSchema>;

export const haulierSelfBillRowSchema = z.object({
  reference: z.string(),
  documentNo: z.string().nullable(),
  dateCreated: isoDate,
  description: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  due: isoDate,
  total: z.number(),
  outstanding: z.number(),
});
export type HaulierSelfBillRow = z.infer<typeof haulierSelfBillRowSchema>;

export const purchaseTransactionRowSchema = z.object({
  transactionDate: isoDate,
  transactionReference: z.string(),
  documentNo: z.string().nullable(),
  product: z.string(),
  productLine: z.string(),
  netValue: z.number(),
  dueDate: isoDate,
  status: z.enum(PAYMENT_STATUSES),
});
export type PurchaseTransactionRow = z.infer<typeof purchaseTransactionRowSchema>;

/** §3 Product line item, with the transaction it was bought on; pack price = quantity x unit price. */
export const productLineRowSchema = z.object({
  transactionDate: isoDate,
  transactionReference: z.string(),
  documentNo: z.string().nullable(),
  lineNo: z.number(),
  product: z.string(),
  productLine: z.string(),
  unit: z.string(),
  noOfUnits: z.number(),
  unitPrice: z.number(),
  packSize: z.string(),
  noOfPacks: z.number(),
  packPrice: z.number(),
  netValue: z.number(),
});
export type ProductLineRow = z.infer<typeof productLineRowSchema>;

export const orderRowSchema = z.object({
  orderDate: isoDate,
  orderReference: z.string(),
  documentNo: z.string().nullable(),
  orderDocumentNo: z.string().nullable(),
  product: z.string(),
  productLine: z.string(),
  netValue: z.number(),
  status: z.enum(ORDER_STATUSES),
  /** Fulfilled or Unfulfilled (fulfilmentOf), none for a cancelled or rejected order. */
  fulfilment: z.enum(ORDER_FULFILMENTS).nullable(),
  /** The purchase contract the order is on, whose details dialog it opens. */
  contractReference: z.string().nullable(),
});
export type OrderRow = z.infer<typeof orderRowSchema>;

/** §3 Movement: a load planned or moved, with the documents it is on. */
export const movementRowSchema = z.object({
  id: z.string(),
  date: isoDate,
  /** true = Moved, false = Planned. */
  complete: z.boolean(),
  contract: documentRefSchema.nullable(),
  reference: z.string(),
  product: z.string(),
  quantity: z.number(),
  /** Labelled Reference on screen (§2). */
  booking: z.string().nullable(),
  invoices: z.array(documentRefSchema),
  claims: z.array(documentRefSchema),
  weighbridge: z.string().nullable(),
  /** Labelled Vehicle reg on screen (§2). */
  vehicle: z.string().nullable(),
  haulier: z.string().nullable(),
});
export type MovementRow = z.infer<typeof movementRowSchema>;

export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), totalItems: z.number(), page: z.number(), perPage: z.number(), pages: z.number(), nextCursor: z.string().nullable() });
export interface Paged<T> {
  items: T[];
  totalItems: number;
  page: number;
  perPage: number;
  pages: number;
  /** The `after` of the next page; null on the last. */
  nextCursor: string | null;
}

/** The row each list answers. */
export const listRowSchemas = {
  allTransactions: contractSummarySchema,
  grainSaleContracts: grainSaleContractRowSchema,
  selfBills: selfBillRowSchema,
  haulierSelfBills: haulierSelfBillRowSchema,
  purchaseTransactions: purchaseTransactionRowSchema,
  purchaseProducts: productLineRowSchema,
  purchaseOrders: orderRowSchema,
  movements: movementRowSchema,
  samples: sampleRowSchema,
} as const satisfies Record<MyAccountListName, z.ZodType>;
export type ListRow<L extends MyAccountListName> = z.infer<(typeof listRowSchemas)[L]>;

const contractProductSchema = z.object({
  product: z.string(),
  packageCode: z.string(),
  quantityContracted: z.number(),
  unitOfMeasure: z.string(),
  unitPrice: z.number(),
  movedQuantity: z.number(),
});

/** §3 Movement header in the contract dialog. */
const contractMovementSchema = z.object({
  movementId: z.string(),
  reference: z.string(),
  bookingReferenceNumber: z.string().nullable(),
  plannedDate: isoDate,
  completed: z.boolean(),
  weighbridgeReference: z.string().nullable(),
  vehicleRegistration: z.string().nullable(),
  carrier: z.string().nullable(),
  quantity: z.number(),
  invoices: z.array(documentRefSchema),
  claims: z.array(documentRefSchema),
});

/** §3 Invoice: for a sale the self bills, for a purchase the invoices. */
const contractInvoiceSchema = z.object({
  reference: z.string(),
  dateInvoiced: isoDate,
  dateDue: isoDate,
  paid: z.boolean(),
  /** Without VAT, the VAT on it, and what is still owed of its total with VAT. */
  netValue: z.number(),
  vatValue: z.number(),
  outstanding: z.number(),
  documentNo: z.string().nullable(),
});

const contractSampleSchema = z.object({
  sampleId: z.string(),
  reference: z.string(),
  dateTaken: isoDate,
  variety: z.string().nullable(),
  results: z.array(sampleResultSchema),
});

const priceAdjustmentSchema = z.object({
  reference: z.string(),
  created: isoDate,
  documentNumber: z.string().nullable(),
  description: z.string(),
  amount: z.number(),
});

/** The contract details dialog in one answer: a contract's related rows are few, so its tabs filter them in place. */
export const contractDetailSchema = z.object({
  contract: contractSummarySchema.extend({ orderReference: z.string().nullable(), products: z.array(contractProductSchema) }),
  movements: z.array(contractMovementSchema),
  invoices: z.array(contractInvoiceSchema),
  /** Sales only (§6); empty for a purchase. */
  samples: z.array(contractSampleSchema),
  priceAdjustments: z.array(priceAdjustmentSchema),
});
export type ContractDetail = z.infer<typeof contractDetailSchema>;

/** §3 Movement detail: a moved load's analysis, MOI, KG, PRO, HAG then ADS; empty when it was not sampled or is planned. */
export const movementDetailSchema = z.object({ movement: movementRowSchema, sampleResults: z.array(sampleResultSchema) });
export type MovementDetail = z.infer<typeof movementDetailSchema>;
