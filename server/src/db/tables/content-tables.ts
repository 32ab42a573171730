import type { ColumnType, Generated } from 'kysely';
import type { DefaultedTimestamp } from './column-types';

/** Migration 0003: the content service and each user's release-note state and terms acceptances. */
export interface ReleaseNotesTable {
  id: Generated<string>;
  title: string;
  release_date: ColumnType<Date, Date | string, Date | string>;
  content: string;
  updated_at: DefaultedTimestamp;
  updated_by: string | null;
}

export interface LegalPagesTable {
  slug: string;
  title: string;
  content: string;
  updated_at: DefaultedTimestamp;
  updated_by: string | null;
}

export interface AppDowntimesTable {
  app_name: string;
  show_downtime: Generated<boolean>;
  start_at: ColumnType<Date, Date | string, Date | string>;
  end_at: ColumnType<Date, Date | string, Date | string>;
  updated_at: DefaultedTimestamp;
  updated_by: string | null;
}

export interface TileMaintenanceTable {
  id: Generated<number>;
  tile_name: string;
  start_at: ColumnType<Date, Date | string, Date | string>;
  end_at: ColumnType<Date, Date | string, Date | string>;
  text: Generated<string>;
  updated_by: string | null;
}

export interface VideoConfigsTable {
  id: string;
  api_key: Generated<string>;
  channel_id: Generated<string>;
  current_video_id: Generated<string>;
  show_video: Generated<boolean>;
  updated_at: DefaultedTimestamp;
  updated_by: string | null;
}

export interface DashboardMenusTable {
  id: Generated<number>;
  menu: string;
  label: string;
  href: string;
  target: '_self' | '_blank';
  sequence: number;
}

export interface ReleaseNoteStatesTable {
  user_id: string;
  last_seen_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  popup_release_id: string | null;
  popup_shown_count: Generated<number>;
  updated_at: DefaultedTimestamp;
}

export interface TermsAcceptancesTable {
  user_id: string;
  version: number;
  accepted_at: DefaultedTimestamp;
}

/** Migration 0006: calculator data of the content service. */
export interface LimusProductsTable {
  id: Generated<number>;
  product_name: string;
  specific_gravity: number;
  analysis_w_w_n: number;
  analysis_w_w_so3: number;
  analysis_w_v_n: number | null;
  analysis_w_v_so3: number | null;
  limus_perform_rate: number;
  company: string;
  sequence: number;
  updated_at: DefaultedTimestamp;
  updated_by: string | null;
}

export interface WheatNitrogenGuidelineTable {
  id: number;
  guidelinefig: number;
  updated_at: DefaultedTimestamp;
  updated_by: string | null;
}

/** Migration 0015: the market report, in markdown, with the sanitised HTML made from it on every write. */
export interface MarketReportsTable {
  id: Generated<string>;
  title: string;
  markdown: string;
  html: string;
  tags: ColumnType<string[], string[] | undefined, string[]>;
  status: ColumnType<'draft' | 'published', 'draft' | 'published' | undefined, 'draft' | 'published'>;
  created_at: DefaultedTimestamp;
  created_by: string;
  updated_at: DefaultedTimestamp;
  updated_by: string;
  published_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  published_by: string | null;
}
