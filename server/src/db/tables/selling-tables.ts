import type { PriceType } from '@farm/core/domain';
import type { ColumnType, Generated } from 'kysely';
import type { DefaultedTimestamp, Money } from './column-types';

/** Migration 0013: selling grain (server/src/modules/selling). */
export interface SaleQuotesTable {
  id: string;
  account_reference: string;
  user_id: string;
  commodity_id: number;
  farm_address_id: number;
  price_type: PriceType;
  sell_reference: string;
  quantity: number;
  variety_list: number[];
  /** numeric: both drivers answer it as text. */
  sale_price: ColumnType<string, number, number>;
  delivery_month: string;
  /** Calendar dates; read them as text (`to_char`), as `assurance_last_modified`. */
  contract_period_from: string;
  contract_period_to: string;
  contract_period_split: boolean;
  crop_year: number;
  expires_at: ColumnType<Date, Date, Date>;
  used_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: DefaultedTimestamp;
}

/** Spec 3 §3's contract statuses. */
export type ContractStatus =
  | 'Open'
  | 'Complete'
  | 'Cancelled'
  | 'Pending Approval'
  | 'Rejected'
  | 'Pending Pre-pay'
  | 'On Hold'
  | 'Partially Dispatched'
  | 'Partially Received';

export interface ContractsTable {
  reference: string;
  account_reference: string;
  sale_or_purchase: 'SALE' | 'PURCHASE';
  status: ContractStatus;
  date_created: DefaultedTimestamp;
  date_movement_from: string | null;
  date_movement_to: string | null;
  crop_year: number | null;
  order_reference: string | null;
  document_no: string | null;
  created_by: string | null;
  quote_id: string | null;
  /** How the contract was made: 'online' for a sale in MyFarm, 'standing-offer' for an offer that filled. */
  source: string;
  value_gross: Money;
  value_outstanding: Money;
  value_paid: Money;
  /** Migration 0021: the sum of its price adjustments (claims are negative); refreshContractFigures keeps it. */
  value_adjustments: ColumnType<string, number | undefined, number>;
  date_due_to: string | null;
  commodity_id: number | null;
  farm_address_id: number | null;
  price_type: PriceType | null;
  sell_reference: string | null;
  delivery_month: string | null;
  varieties: ColumnType<number[], number[] | undefined, number[]>;
  /** Migration 0016: the standing offer that filled as this contract (source 'standing-offer'). */
  standing_offer_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** Migration 0018: a purchase's input product line (Fertiliser, Seed...); empty for a sale. */
  product_line: ColumnType<string | null, string | null | undefined, string | null>;
  /** Migration 0018: the product its first line names, for the lists' search. */
  product: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ContractProductsTable {
  contract_reference: string;
  line_no: number;
  product: string;
  package_code: string;
  quantity_contracted: Money;
  unit_of_measure: Generated<string>;
  unit_price: Money;
  moved_quantity: Money;
}

/** Every kind of document an account is issued. */
export type DocumentKind = 'contract-note' | 'self-bill' | 'invoice' | 'order' | 'haulier-self-bill' | 'price-adjustment';

export interface DocumentsTable {
  document_no: string;
  account_reference: string;
  kind: DocumentKind;
  file_name: string;
  /** Migration 0018: kept for a contract note; empty for a document drawn from its source row when asked for. */
  content: Uint8Array | null;
  /** The row a drawn document is drawn from (an invoice's, an order's... reference). */
  source_reference: ColumnType<string | null, string | null | undefined, string | null>;
  content_type: string;
  created_at: DefaultedTimestamp;
}

export interface IdempotencyKeysTable {
  account_reference: string;
  user_id: string;
  key: string;
  request_hash: string;
  status_code: number | null;
  response: ColumnType<unknown, string | null, string | null>;
  created_at: DefaultedTimestamp;
}

/** Migration 0029: the price desk's pauses; commodity 0 pauses every commodity. */
export interface SellingPausesTable {
  commodity_id: number;
  paused_by: string;
  paused_at: DefaultedTimestamp;
}
