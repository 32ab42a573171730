import type { ColumnType, Generated } from 'kysely';
import type { AdminTileReference, TileAccess } from '@farm/area-account-users/domain';
import type { DefaultedTimestamp } from './column-types';

/** An existing MyFarm user invited to a business, until they answer (migration 0022). */
export interface AccountInvitationsTable {
  id: Generated<string>;
  account_reference: string;
  user_id: string;
  /** What the admin typed: all they see of the invitee until the invitation is accepted. */
  email: string;
  name: string;
  contact_number: string;
  is_admin: boolean;
  /** Migration 0031: accepting makes the invitee the business's lead user (an account the merchant's systems created). */
  as_lead: Generated<boolean>;
  /** The access to each administrable tile the membership gets on acceptance; written as JSON. */
  tiles: ColumnType<Record<AdminTileReference, TileAccess>, string, string>;
  invited_by: string | null;
  created_at: DefaultedTimestamp;
  expires_at: ColumnType<Date, Date, Date>;
}
