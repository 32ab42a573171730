import { sql } from 'kysely';
import type { Db } from '../db';
import type { DataChanges } from '../read-cache';

export interface RevokedGrants {
  /** True when the embedded provider has revoked this grant and its access tokens may still be unexpired. */
  has(grantId: string): Promise<boolean>;
}

/**
 * The grants revoked at the embedded provider (migration 0024), kept in memory so that checking a token costs no
 * database read. The list is read again when data_version moves (its trigger moves it in the revoking
 * transaction): within a poll on every instance. One read at a time, whatever the number of waiting requests.
 */
export function revokedGrants(db: Db, changes: Pick<DataChanges, 'generation'>): RevokedGrants {
  let kept: { generation: number; ids: ReadonlySet<string> } | undefined;
  let loading: { generation: number; ids: Promise<ReadonlySet<string>> } | undefined;

  const load = (generation: number): Promise<ReadonlySet<string>> => {
    const ids = db
      .selectFrom('revoked_grants')
      .select('grant_id')
      .where('expires_at', '>', sql<Date>`now()`)
      .execute()
      .then((rows) => {
        const loaded = new Set(rows.map((row) => row.grant_id));
        if (!kept || kept.generation <= generation) kept = { generation, ids: loaded };
        return loaded;
      })
      .finally(() => {
        if (loading?.ids === ids) loading = undefined;
      });
    loading = { generation, ids };
    return ids;
  };

  return {
    async has(grantId) {
      const generation = changes.generation();
      if (kept?.generation === generation) return kept.ids.has(grantId);
      const ids = loading?.generation === generation ? loading.ids : load(generation);
      return (await ids).has(grantId);
    },
  };
}
