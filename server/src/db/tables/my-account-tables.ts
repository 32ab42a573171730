import type { ColumnType, Generated, RawBuilder } from 'kysely';
import type { Money } from './column-types';

// Migration 0018 (issue 13): what My Account lists. Dates are 'YYYY-MM-DD' strings.

type PaymentStatus = ColumnType<'Paid' | 'Due', never, never>;

export interface InvoicesTable {
  reference: string;
  account_reference: string;
  kind: 'self-bill' | 'invoice';
  contract_reference: string | null;
  document_no: string | null;
  date_invoiced: string;
  date_due: string;
  product: string;
  product_line: string | null;
  quantity: Money | null;
  net_value: Money;
  /** Migration 0021: the VAT on it, the sum of its lines' (0 for a self bill: grain is zero-rated). */
  vat_value: ColumnType<string, number | undefined, number>;
  /** What is still owed of its total with VAT. */
  outstanding: Money;
  status: PaymentStatus;
  crop_year: number | null;
}

export interface InvoiceLinesTable {
  invoice_reference: string;
  line_no: number;
  account_reference: string;
  transaction_date: string;
  product: string;
  product_line: string;
  unit: string;
  no_of_units: Money;
  unit_price: Money;
  pack_size: string;
  no_of_packs: number;
  pack_price: Money;
  net_value: Money;
  /** Migration 0021: the VAT rate of its product in %, and the VAT on its net value. */
  vat_rate: ColumnType<string, number | undefined, number>;
  vat_value: ColumnType<string, number | undefined, number>;
}

export interface OrdersTable {
  reference: string;
  account_reference: string;
  contract_reference: string | null;
  order_date: string;
  document_no: string | null;
  order_document_no: string | null;
  product: string;
  product_line: string;
  net_value: Money;
  status: 'Open' | 'Complete' | 'Rejected' | 'Cancelled' | 'On Hold' | 'Pending Approval' | 'Pending Pre-pay' | 'Partially Dispatched' | 'Partially Received';
}

export interface HaulierSelfBillsTable {
  reference: string;
  account_reference: string;
  document_no: string | null;
  date_created: string;
  description: string;
  due: string;
  /** With VAT: haulage is standard-rated. */
  total: Money;
  /** Migration 0021: the VAT in the total. */
  vat_value: ColumnType<string, number | undefined, number>;
  outstanding: Money;
  status: PaymentStatus;
}

export interface PriceAdjustmentsTable {
  reference: string;
  account_reference: string;
  contract_reference: string;
  created: string;
  document_no: string | null;
  description: string;
  amount: Money;
}

export interface SamplesTable {
  id: string;
  account_reference: string;
  reference: string;
  contract_reference: string | null;
  commodity_no: number;
  commodity: string;
  variety: string | null;
  /** Set by linkSampleVarieties after the sample is written. */
  variety_no: ColumnType<number | null, number | null | undefined, number | null>;
  locality: string | null;
  date_taken: string;
  crop_year: number;
}

/** A variety a sample names, numbered for the samples filter (migration 0020); crop marketing's varieties are others. */
export interface SampleVarietiesTable {
  variety_no: Generated<number>;
  commodity_no: number;
  description: string;
}

/** The version of an account's parcels: its ETag (migration 0020). */
export interface ParcelListsTable {
  account_reference: string;
  /** bigint, read as text. */
  version: ColumnType<string, number, number | RawBuilder<unknown>>;
}

export interface ParcelsTable {
  id: string;
  account_reference: string;
  position: number;
  name: string;
  commodity_no: number;
  commodity: string;
  tonnage: string;
  target_grade: string;
  notes: string;
  shared: boolean;
  created: ColumnType<Date, string, string>;
  created_by: string;
  last_updated: ColumnType<Date, string, string>;
}

export interface ParcelSamplesTable {
  parcel_id: string;
  sample_id: string;
  position: number;
}

export interface SampleResultsTable {
  sample_id: string;
  line_no: number;
  reference: string;
  name: string;
  result: ColumnType<string | null, number | null, number | null>;
  unit: string;
}

export interface MovementsTable {
  id: string;
  account_reference: string;
  contract_reference: string | null;
  movement_date: string;
  complete: boolean;
  reference: string;
  product: string;
  quantity: Money;
  booking: string | null;
  weighbridge: string | null;
  vehicle: string | null;
  haulier: string | null;
  invoice_reference: string | null;
  claim_reference: string | null;
  sample_id: string | null;
  /** Migration 0027: the merchant's id of a load the integration API wrote. */
  external_id: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Moved by triggers whenever a row of the account's lists is written (migration 0018). */
export interface MyAccountVersionsTable {
  account_reference: string;
  /** bigint, read as text. */
  version: ColumnType<string, number, number>;
}
