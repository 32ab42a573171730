import { viewAsMessages } from '@farm/core/domain';
import type { Db, UserIdentity } from '../db';
import { ApiError } from '../http';
import { sql } from 'kysely';
import { findIdentity } from './user-identity';

/** What a view-as request is: which session, which business, and the member of staff behind it. */
export interface ViewAs {
  sessionId: string;
  account: string;
  staff: UserIdentity;
}

const READS = new Set(['GET', 'HEAD']);

/** A view-as session lasts a working day at most; staff open it again for the next call. */
const VIEW_AS_HOURS = 8;

/** The staff member's open session with this id, and the business's lead, whose view it shows. */
async function findOpenViewAs(db: Db, staffId: string, sessionId: string): Promise<{ account: string; leadUserId: string | null } | undefined> {
  return db
    .selectFrom('view_as_sessions as s')
    .innerJoin('accounts as a', 'a.reference', 's.account_reference')
    .select(['s.account_reference as account', 'a.lead_user_id as leadUserId'])
    .where('s.id', '=', sessionId)
    .where('s.staff_user_id', '=', staffId)
    .where('s.ended_at', 'is', null)
    .where('s.started_at', '>', sql<Date>`now() - make_interval(hours => ${VIEW_AS_HOURS})`)
    .executeTakeFirst();
}
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A request of staff viewing a business as its customers see it: it runs as the business's lead user, so every
 * read answers exactly what the lead would see, confined to that one business (accountMember), and every write is
 * refused here, before any route runs. Only the staff member's own open session counts.
 */
export async function viewAsIdentity(db: Db, staff: UserIdentity, sessionId: string, method: string): Promise<{ user: UserIdentity; viewAs: ViewAs }> {
  if (!staff.internal) throw new ApiError(403, 'VIEW_AS_STAFF_ONLY', viewAsMessages.staffOnly);
  const session = UUID.test(sessionId) ? await findOpenViewAs(db, staff.id, sessionId) : undefined;
  if (!session) throw new ApiError(403, 'VIEW_AS_ENDED', viewAsMessages.ended);
  const lead = session.leadUserId ? await findIdentity(db, { sub: session.leadUserId }) : undefined;
  if (!lead) throw new ApiError(403, 'VIEW_AS_NO_LEAD', viewAsMessages.noLead);
  if (!READS.has(method)) throw new ApiError(403, 'VIEW_AS_READ_ONLY', viewAsMessages.readOnly);
  return { user: lead, viewAs: { sessionId, account: session.account, staff } };
}
