import type { Account, Tile } from '@farm/core/domain';
import type { UserIdentity } from '../../db';
import type { AccountWithMembership } from './account-queries';

/** Shapes a stored account as the signed-in user sees it: their role, their username, their tiles. */
export function toAccount(row: AccountWithMembership, user: UserIdentity, tiles: Tile[]): Account {
  const isLead = row.lead_user_id !== null && row.lead_user_id === user.id;
  const hasAddress = row.street !== null && row.post_town !== null && row.postcode !== null;
  return {
    reference: row.reference,
    name: row.name,
    status: row.status,
    vatRegistrationNumber: row.vat_registration_number,
    address: hasAddress
      ? {
          street: row.street ?? '',
          locality: row.locality,
          postTown: row.post_town ?? '',
          county: row.county,
          postcode: row.postcode ?? '',
        }
      : null,
    contact: { email: row.contact_email, phone: row.contact_phone, mobile: row.contact_mobile, sms: row.contact_sms },
    assurance: {
      status: row.assurance_status,
      reference: row.assurance_reference,
      lastModified: row.assurance_last_modified,
    },
    sustainability: { status: row.sustainability_status },
    // The lead user always administers their own account.
    isAdmin: row.is_admin || isLead,
    leadId: row.lead_user_id,
    userName: user.username,
    config: { leadUser: isLead },
    hasMCM: row.has_mcm,
    tiles,
  };
}
