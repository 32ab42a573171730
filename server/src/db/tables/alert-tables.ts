import type { AlertCondition, NotificationType } from '@farm/area-alerts/domain';
import type { PriceType } from '@farm/core/domain';
import type { ColumnType, Generated } from 'kysely';
import type { DefaultedTimestamp } from './column-types';

/** numeric: both drivers answer it as text; inserts take numbers. */
type Decimal = ColumnType<string, number, number>;
type DefaultedDecimal = ColumnType<string, number | undefined, number>;
type NullableTimestamp = ColumnType<Date | null, Date | null | undefined, Date | null>;
/** Calendar dates; read them as text (`to_char`). */
type CalendarDate = string;

/** The price table row an alert or a standing offer is on (migration 0016 adds them to both tables alike). */
interface PriceRowColumns {
  sell_reference: string;
  farm_address_id: number;
  price_type: PriceType;
  contract_from: CalendarDate;
  contract_to: CalendarDate;
  contract_split: boolean;
  crop_year: number;
}

/** Migration 0016: price alerts, standing offers and what they set off (server/src/modules/price-alerts). */
export interface PriceAlertsTable extends PriceRowColumns {
  id: string;
  account_reference: string;
  user_id: string;
  commodity_id: number;
  commodity_name: string;
  commodity_external_cdk_id: string;
  futures_contract: string;
  delivery_month: string;
  target_price: DefaultedDecimal;
  floor_price: DefaultedDecimal;
  rise_percent: DefaultedDecimal;
  fall_percent: DefaultedDecimal;
  notification_type: NotificationType;
  email_address: string;
  sms_number: string;
  provisional_tonnage: number;
  ends_at: ColumnType<Date, Date, Date>;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
}

export interface StandingOffersTable extends PriceRowColumns {
  id: string;
  account_reference: string;
  user_id: string;
  commodity_id: number;
  commodity_name: string;
  delivery_month: string;
  quantity: number;
  variety_list: number[];
  target_price: Decimal;
  expires_on: CalendarDate;
  ends_at: ColumnType<Date, Date, Date>;
  status: ColumnType<'Open' | 'Filled' | 'Cancelled', 'Open' | 'Filled' | 'Cancelled' | undefined, 'Open' | 'Filled' | 'Cancelled'>;
  contract_reference: string | null;
  created_at: DefaultedTimestamp;
  filled_at: NullableTimestamp;
  cancelled_at: NullableTimestamp;
}

export interface PriceWatchesTable {
  id: Generated<string>;
  alert_id: string | null;
  offer_id: string | null;
  condition: AlertCondition | 'offer';
  watch_key: string;
  fire_level: number;
  rearm_margin: number | null;
  offset_pence: number;
  armed: Generated<boolean>;
  rearm_level: number | null;
  rearm_after: NullableTimestamp;
  ends_at: ColumnType<Date, Date, Date>;
  last_fired_at: NullableTimestamp;
}

export interface AlertFiringsTable {
  id: Generated<string>;
  alert_id: string | null;
  account_reference: string;
  user_id: string;
  condition: AlertCondition;
  fired_at: ColumnType<Date, Date, Date>;
  tick_seq: ColumnType<string, number, number>;
  price: Decimal;
  value: Decimal;
  threshold: Decimal;
  commodity_name: string;
  contract_from: CalendarDate;
  contract_to: CalendarDate;
  contract_split: boolean;
  crop_year: number;
  notification_type: NotificationType;
  contact: string;
}

export interface UserNotificationsTable {
  id: Generated<string>;
  account_reference: string;
  user_id: string;
  firing_id: string | null;
  offer_id: string | null;
  created_at: ColumnType<Date, Date, Date>;
  read_at: NullableTimestamp;
  /** Migration 0028: a load event's words, as they were when it happened (null for an alert's or an offer's). */
  title: ColumnType<string | null, string | null | undefined, string | null>;
  body: ColumnType<string | null, string | null | undefined, string | null>;
  link: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Migration 0028: which load events a user of a business wants e-mailed (no row: the defaults). */
export interface LoadNotificationPreferencesTable {
  account_reference: string;
  user_id: string;
  weighed: boolean;
  sampled: boolean;
  self_billed: boolean;
  claims: boolean;
  updated_at: DefaultedTimestamp;
}

export type OutboxKind = 'alert' | 'offer-fill' | 'offer-filled' | 'load-event';

export interface OutboxTable {
  id: Generated<string>;
  kind: OutboxKind;
  firing_id: string | null;
  offer_id: string | null;
  /** Migration 0028: the bell entry a `load-event` job e-mails. */
  notification_id: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: DefaultedTimestamp;
  attempts: Generated<number>;
  lease_until: NullableTimestamp;
  claimed_by: string | null;
  sent_at: NullableTimestamp;
  last_error: string | null;
}

export interface AlertContactPreferencesTable {
  id: Generated<number>;
  account_reference: string;
  user_id: string;
  name: NotificationType;
  value: string;
  is_default: Generated<boolean>;
}
