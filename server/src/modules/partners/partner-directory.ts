import type { Db } from '../../db';
import { readPerGeneration, type DataChanges } from '../../read-cache';
import { hashRandomSecret } from '../../security/random-secret';
import type { PartnerRow } from './partner-queries';

export interface PartnerDirectory {
  /** The active partner a key belongs to; undefined for an unknown or disabled key. */
  byKey(key: string): Promise<PartnerRow | undefined>;
  /** Every origin some active partner allows: what a CORS preflight, which carries no key, is checked against. */
  activeOrigins(): Promise<ReadonlySet<string>>;
}

interface Snapshot {
  byHash: ReadonlyMap<string, PartnerRow>;
  origins: ReadonlySet<string>;
}

async function loadSnapshot(db: Db): Promise<Snapshot> {
  const rows = await db.selectFrom('partners').selectAll().where('disabled_at', 'is', null).execute();
  return { byHash: new Map(rows.map((row) => [row.key_hash, row])), origins: new Set(rows.flatMap((row) => row.allowed_origins)) };
}

/**
 * The active partners, held in this instance's memory: a public request with an unknown, disabled or
 * misplaced key is refused without touching the database, however many arrive. Partners are few (one row per
 * website), so all of them are held. They are read again once the partners table may have changed (a write
 * moves `changes.generation()` at once here, and within a poll of data_version when another instance or
 * `npm run partners` wrote), so a disabled key stops working everywhere within about a second.
 */
export function partnerDirectory(db: Db, changes: Pick<DataChanges, 'generation'>): PartnerDirectory {
  // One read however many requests wait for it; a failed one is not kept.
  const current = readPerGeneration(changes, () => loadSnapshot(db));
  return {
    byKey: async (key) => (await current()).byHash.get(hashRandomSecret(key)),
    activeOrigins: async () => (await current()).origins,
  };
}
