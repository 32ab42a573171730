import type { Transaction } from 'kysely';
import type { Database } from '../../db';
import { RecordProblem } from './record-problem';

export type VersionDecision = 'created' | 'updated' | 'unchanged' | 'stale';

const versionConflict = (version: bigint) =>
  new RecordProblem('VERSION_CONFLICT', `Version ${version} of this record was written before with other content: send a change with a newer version.`);

interface RecordKey {
  kind: string;
  externalId: string;
  version: bigint;
  contentHash: string;
  clientId: string;
}

/**
 * Decides, inside the record's transaction, whether this version of a record is written, and holds the record's row
 * until the transaction ends, so two instances given the same record at once write it once:
 * - new: its row is inserted now (a concurrent insert of the same record waits for this one, then finds it);
 * - older than the stored version: stale, nothing written;
 * - the stored version with the same content: unchanged; with other content: refused, as the source changed the
 *   record without a new version;
 * - newer: the row takes the new version, and the record is written.
 */
export async function decideVersion(trx: Transaction<Database>, record: RecordKey): Promise<VersionDecision> {
  const inserted = await trx
    .insertInto('integration_records')
    .values({
      kind: record.kind,
      external_id: record.externalId,
      version: record.version.toString(),
      content_hash: record.contentHash,
      client_id: record.clientId,
    })
    .onConflict((oc) => oc.columns(['kind', 'external_id']).doNothing())
    .returning('kind')
    .executeTakeFirst();
  if (inserted) return 'created';
  const stored = await trx
    .selectFrom('integration_records')
    .select(['version', 'content_hash'])
    .where('kind', '=', record.kind)
    .where('external_id', '=', record.externalId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const storedVersion = BigInt(stored.version);
  if (record.version < storedVersion) return 'stale';
  if (record.version === storedVersion) {
    if (stored.content_hash === record.contentHash) return 'unchanged';
    throw versionConflict(record.version);
  }
  await trx
    .updateTable('integration_records')
    .set({ version: record.version.toString(), content_hash: record.contentHash, client_id: record.clientId, updated_at: new Date() })
    .where('kind', '=', record.kind)
    .where('external_id', '=', record.externalId)
    .execute();
  return 'updated';
}

/**
 * The decisions of a chunk of records of one kind with distinct ids, in their order, as decideVersion would make them
 * one by one: new ones inserted in one statement, the others' rows held and compared. A decision may be a problem
 * (VERSION_CONFLICT), which writes nothing of that record.
 */
export async function decideVersions(trx: Transaction<Database>, records: RecordKey[]): Promise<(VersionDecision | RecordProblem)[]> {
  if (records.length === 0) return [];
  const kind = records[0]!.kind;
  const inserted = await trx
    .insertInto('integration_records')
    .values(
      records.map((record) => ({
        kind,
        external_id: record.externalId,
        version: record.version.toString(),
        content_hash: record.contentHash,
        client_id: record.clientId,
      })),
    )
    .onConflict((oc) => oc.columns(['kind', 'external_id']).doNothing())
    .returning('external_id')
    .execute();
  const created = new Set(inserted.map((row) => row.external_id));
  const others = records.filter((record) => !created.has(record.externalId));
  const stored = others.length
    ? new Map(
        (
          await trx
            .selectFrom('integration_records')
            .select(['external_id', 'version', 'content_hash'])
            .where('kind', '=', kind)
            .where(
              'external_id',
              'in',
              others.map((record) => record.externalId),
            )
            .forUpdate()
            .execute()
        ).map((row) => [row.external_id, row]),
      )
    : new Map();
  const decisions: (VersionDecision | RecordProblem)[] = [];
  for (const record of records) {
    if (created.has(record.externalId)) {
      decisions.push('created');
      continue;
    }
    const row = stored.get(record.externalId)!;
    const storedVersion = BigInt(row.version);
    if (record.version < storedVersion) decisions.push('stale');
    else if (record.version === storedVersion) decisions.push(row.content_hash === record.contentHash ? 'unchanged' : versionConflict(record.version));
    else {
      await trx
        .updateTable('integration_records')
        .set({ version: record.version.toString(), content_hash: record.contentHash, client_id: record.clientId, updated_at: new Date() })
        .where('kind', '=', kind)
        .where('external_id', '=', record.externalId)
        .execute();
      decisions.push('updated');
    }
  }
  return decisions;
}
