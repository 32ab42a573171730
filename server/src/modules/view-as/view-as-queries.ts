import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { writeAuditEntry } from '../../audit-log';
import type { Db, UserIdentity } from '../../db';

export interface ViewAsSession {
  id: string;
  account: string;
  accountName: string;
  startedAt: Date;
}

interface AuditContext {
  sessionid: string | null;
  url: string;
}

/** Opens a business read-only for a member of staff, recorded and audited: who, which business, when. */
export async function startViewAs(db: Db, staff: UserIdentity, account: { reference: string; name: string }, audit: AuditContext): Promise<ViewAsSession> {
  return db.transaction().execute(async (trx) => {
    const id = randomUUID();
    const { started_at } = await trx
      .insertInto('view_as_sessions')
      .values({ id, staff_user_id: staff.id, account_reference: account.reference })
      .returning('started_at')
      .executeTakeFirstOrThrow();
    await writeAuditEntry(trx, {
      user: staff,
      account: account.reference,
      action: 'view-as-started',
      appname: 'View as customer',
      ...audit,
      message: `${staff.username} started viewing ${account.name} (${account.reference}) read-only, session ${id}`,
    });
    return { id, account: account.reference, accountName: account.name, startedAt: started_at };
  });
}

/** Ends the staff member's session (false when it was not theirs, or had ended), audited. */
export async function endViewAs(db: Db, staff: UserIdentity, sessionId: string, audit: AuditContext): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const ended = await trx
      .updateTable('view_as_sessions')
      .set({ ended_at: sql<Date>`now()` })
      .where('id', '=', sessionId)
      .where('staff_user_id', '=', staff.id)
      .where('ended_at', 'is', null)
      .returning('account_reference')
      .executeTakeFirst();
    if (!ended) return false;
    await writeAuditEntry(trx, {
      user: staff,
      account: ended.account_reference,
      action: 'view-as-ended',
      appname: 'View as customer',
      ...audit,
      message: `${staff.username} stopped viewing ${ended.account_reference}, session ${sessionId}`,
    });
    return true;
  });
}

const HISTORY_LISTED = 50;

/** The member of staff's latest sessions, open or ended. */
export async function viewAsHistory(db: Db, staffId: string) {
  const rows = await db
    .selectFrom('view_as_sessions as s')
    .innerJoin('accounts as a', 'a.reference', 's.account_reference')
    .select(['s.id', 's.account_reference', 'a.name', 's.started_at', 's.ended_at'])
    .where('s.staff_user_id', '=', staffId)
    .orderBy('s.started_at', 'desc')
    .orderBy('s.id')
    .limit(HISTORY_LISTED)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    account: row.account_reference,
    accountName: row.name,
    startedAt: row.started_at.toISOString(),
    endedAt: row.ended_at?.toISOString() ?? null,
  }));
}
