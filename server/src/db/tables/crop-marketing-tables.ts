import type { ColumnType, Generated } from 'kysely';
import type { DefaultedTimestamp, Numeric } from './column-types';

/** Migration 0012: crop marketing's reference data, the accounts' price preferences and collection addresses, the ticks. */
export interface CommoditiesTable {
  id: number;
  name: string;
  commodity_external_cdk_id: string;
  external_cdk_id: string;
  display_index: number;
  row_count: Generated<number>;
  specification: string;
  futures_contract: string;
}

export interface VarietiesTable {
  variety_number: number;
  commodity_id: number;
  description: string;
}

export interface PricePreferenceProfilesTable {
  profile_number: number;
  key: string;
  name: string;
  default_value: 'Yes' | 'No';
  premium: Numeric;
  commodity_ids: number[] | null;
}

export interface AccountPricePreferencesTable {
  account_reference: string;
  profile_number: number;
  current_value: 'Yes' | 'No';
  updated_at: DefaultedTimestamp;
  updated_by: string | null;
}

/** Migration 0030: the price desk's one row of the price model's allowances (£/MT). */
export interface PriceDeskSettingsTable {
  id: number;
  haulage_allowance: Numeric;
  previous_crop_spread: Numeric;
  /** Migration 0032: the desk's trading hours ('Mon-Fri 07:30-17:00'); null: the deployment's TRADING_HOURS. */
  trading_hours: ColumnType<string | null, string | null | undefined, string | null>;
  updated_by: string | null;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** Migration 0030: changes of what a price table answer holds besides the market's moves (bigint, read as text). */
export interface PricingVersionTable {
  id: number;
  version: ColumnType<string, number, number>;
}

/** Migration 0032: the merchant's price sheet, one price per commodity, period and postcode area ('*': every area). */
export interface ManualPricesTable {
  external_id: string;
  commodity_id: number;
  /** 'as-available' or a month, 'YYYY-MM'. */
  period: string;
  postcode_area: string;
  price: Numeric;
  expires_at: Date | null;
  client_id: string;
  set_at: ColumnType<Date, Date | undefined, Date>;
}

export interface PriceBasisTable {
  postcode_area: string;
  commodity_id: number;
  basis: Numeric;
}

export interface CollectionAddressesTable {
  address_number: Generated<number>;
  account_reference: string;
  address_name: string;
  address_lines: string[];
  postcode: string;
}

export interface MarketTicksTable {
  seq: ColumnType<string, number | string, never>;
  at: ColumnType<Date, Date, never>;
  payload: ColumnType<unknown, string, never>;
}

/** Migration 0014: chart history, one closing price per bar; `t` is the bar's start in seconds. */
export interface FuturesBarsTable {
  contract: string;
  delivery_month: string;
  resolution: '30m' | '1d';
  t: ColumnType<string, number, never>;
  close: number;
}

export interface FuturesBarCoverageTable {
  contract: string;
  delivery_month: string;
  resolution: '30m' | '1d';
  from_t: ColumnType<string, number, number>;
  to_t: ColumnType<string, number, number>;
}
