import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Transaction } from 'kysely';
import { refreshContractFigures, type Database, type Db } from '../../db';
import { containsMalformedText, MALFORMED_TEXT_MESSAGE } from '../../http';
import { firstIssue, integrationRecordSchema, versionNumber } from './integration-record';
import type { IntegrationScope } from './integration-scopes';
import { accountRecords } from './account-record';
import { contractRecords } from './contract-record';
import { documentRecords } from './document-record';
import { haulierSelfBillRecords } from './haulier-self-bill-record';
import { invoiceRecords } from './invoice-record';
import { movementRecords } from './movement-record';
import { orderRecords } from './order-record';
import { priceAdjustmentRecords } from './price-adjustment-record';
import { priceRecords } from './price-record';
import type { RecordKind, RecordServices } from './record-kind';
import { RecordProblem, type RecordProblemCode } from './record-problem';
import { decideVersion, decideVersions } from './record-version-queries';
import { sampleRecords } from './sample-record';

/** At most this many records in one batch (issue 29); the rest go in another. */
export const MAX_BATCH_RECORDS = 10_000;

/**
 * Records written in one transaction, each behind its own savepoint: each is still all-or-nothing, and a batch
 * commits (and waits for the disk) once a chunk instead of once a record.
 */
const CHUNK_RECORDS = 500;

/**
 * The batch in write order, cut into chunks; a record of a kind that reaches outside the database (an account's
 * lead is e-mailed) is a chunk of its own, so nothing else can undo it after the e-mail has gone.
 */
function* chunksOf(records: ReadyRecord[]): Generator<ReadyRecord[]> {
  let chunk: ReadyRecord[] = [];
  for (const record of records) {
    if (record.kind.ownTransaction) {
      if (chunk.length) yield chunk;
      chunk = [];
      yield [record];
      continue;
    }
    // A chunk holds one kind, so a kind that writes in bulk writes it whole.
    if (chunk.length && chunk[0]!.kind !== record.kind) {
      yield chunk;
      chunk = [];
    }
    chunk.push(record);
    if (chunk.length === CHUNK_RECORDS) {
      yield chunk;
      chunk = [];
    }
  }
  if (chunk.length) yield chunk;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each kind checks its own data with its schema
const RECORD_KINDS: readonly RecordKind<any>[] = [
  accountRecords,
  priceRecords,
  contractRecords,
  orderRecords,
  movementRecords,
  sampleRecords,
  priceAdjustmentRecords,
  invoiceRecords,
  haulierSelfBillRecords,
  documentRecords,
];
const kindNamed = new Map(RECORD_KINDS.map((kind) => [kind.kind, kind]));

/** One line of the answer: what became of the record on that line of the batch. */
export interface RecordResult {
  line: number;
  kind?: string;
  externalId?: string;
  result: 'created' | 'updated' | 'unchanged' | 'stale' | 'rejected';
  code?: RecordProblemCode;
  /** Set on a rejection that the same record, sent again later, can overcome (its parent had not arrived). */
  retryable?: boolean;
  reason?: string;
}

export interface BatchCaller {
  clientId: string;
  scopes: ReadonlySet<IntegrationScope>;
}

interface ReadyRecord {
  line: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  kind: RecordKind<any>;
  externalId: string;
  version: bigint;
  data: unknown;
  contentHash: string;
}

const rejected = (line: number, problem: RecordProblem, record?: { kind?: string; externalId?: string }): RecordResult => ({
  line,
  ...(record?.kind ? { kind: record.kind } : {}),
  ...(record?.externalId ? { externalId: record.externalId } : {}),
  result: 'rejected',
  code: problem.code,
  ...(problem.retryable ? { retryable: true } : {}),
  reason: problem.reason,
});

/** Reads one line into a record ready to write, or the reason it cannot be. */
function readRecord(text: string, line: number, caller: BatchCaller): ReadyRecord | RecordResult {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return rejected(line, new RecordProblem('INVALID_JSON', 'This line is not one JSON object.'));
  }
  const named = typeof json === 'object' && json !== null ? (json as { kind?: unknown; externalId?: unknown }) : {};
  const label = {
    kind: typeof named.kind === 'string' ? named.kind : undefined,
    externalId: typeof named.externalId === 'string' ? named.externalId : undefined,
  };
  if (containsMalformedText(json)) return rejected(line, new RecordProblem('INVALID_RECORD', MALFORMED_TEXT_MESSAGE), label);
  const envelope = integrationRecordSchema.safeParse(json);
  if (!envelope.success) return rejected(line, new RecordProblem('INVALID_RECORD', firstIssue(envelope.error)), label);
  const { kind: kindName, externalId, version, data } = envelope.data;
  const kind = kindNamed.get(kindName);
  if (!kind)
    return rejected(line, new RecordProblem('UNKNOWN_KIND', `Unknown kind "${kindName}"; this API takes: ${[...kindNamed.keys()].join(', ')}.`), label);
  if (!caller.scopes.has(kind.scope)) {
    return rejected(
      line,
      new RecordProblem(
        'SCOPE_MISSING',
        `Writing ${/^[aeiou]/.test(kind.kind) ? 'an' : 'a'} ${kind.kind} needs the ${kind.scope} scope, which this token does not have.`,
      ),
      label,
    );
  }
  const parsed = kind.schema.safeParse(data);
  if (!parsed.success) return rejected(line, new RecordProblem('INVALID_RECORD', `data.${firstIssue(parsed.error)}`), label);
  const contentHash = createHash('sha256')
    .update(JSON.stringify({ kind: kind.kind, data: parsed.data }))
    .digest('base64url');
  return { line, kind, externalId, version: versionNumber(version), data: parsed.data, contentHash };
}

/**
 * Writes a batch of the merchant's records (the integration API's POST /batch, and `npm run import`), one result per
 * record, each record all-or-nothing (its own savepoint in its chunk's transaction): a bad record never blocks the
 * good ones. The batch is read whole first (at most MAX_BATCH_RECORDS), then written parents first, so its records
 * may come in any order.
 * Figures that follow from the rows (a contract's moved tonnage and status) are counted again once the records are
 * written, for each business account they touched.
 */
export async function runBatch(
  db: Db,
  services: RecordServices,
  caller: BatchCaller,
  lines: AsyncIterable<string>,
  emit: (result: RecordResult) => void,
  { log, firstLine = 1 }: { log?: FastifyBaseLogger; firstLine?: number } = {},
): Promise<void> {
  const ready: ReadyRecord[] = [];
  // The line of the file a record came from: a CSV file's records start on its second line, after the header.
  let line = firstLine - 1;
  let records = 0;
  for await (const text of lines) {
    line += 1;
    if (text.trim() === '') continue;
    records += 1;
    if (records > MAX_BATCH_RECORDS) {
      emit(
        rejected(
          line,
          new RecordProblem(
            'BATCH_TOO_LARGE',
            `A batch takes at most ${MAX_BATCH_RECORDS} records: line ${line} and those after it were not read. Send them in another batch.`,
          ),
        ),
      );
      break;
    }
    const record = readRecord(text, line, caller);
    if ('result' in record) emit(record);
    else ready.push(record);
  }

  const context = { ...services, clientId: caller.clientId };
  const touched = new Set<string>();
  const write = async (trx: Transaction<Database>, record: ReadyRecord): Promise<RecordResult> => {
    const label = { line: record.line, kind: record.kind.kind, externalId: record.externalId };
    // Each record behind its own savepoint: a record that fails leaves the others of its chunk as they were.
    await sql`savepoint record`.execute(trx);
    try {
      const result = await decideVersion(trx, {
        kind: record.kind.kind,
        externalId: record.externalId,
        version: record.version,
        contentHash: record.contentHash,
        clientId: caller.clientId,
      });
      if (result === 'created' || result === 'updated')
        for (const account of await record.kind.apply(trx, record.externalId, record.data, context)) touched.add(account);
      await sql`release savepoint record`.execute(trx);
      return { ...label, result };
    } catch (error) {
      await sql`rollback to savepoint record`.execute(trx);
      if (error instanceof RecordProblem) return rejected(record.line, error, label);
      log?.warn({ err: error, ...label }, 'integration record not written');
      return rejected(record.line, new RecordProblem('RULE_BROKEN', 'The database refused this record; nothing of it was written.'), label);
    }
  };
  // A kind that writes in bulk: the chunk's checks, versions and rows in a few statements, the same results as one by one.
  const writeInBulk = async (chunk: ReadyRecord[]): Promise<RecordResult[]> => {
    const { kind } = chunk[0]!;
    const bulk = kind.bulk!;
    return db.transaction().execute(async (trx) => {
      const problems = await bulk.check(
        trx,
        chunk.map((record) => record.data),
      );
      const checked = chunk.filter((_, index) => !problems[index]);
      const decisions = await decideVersions(
        trx,
        checked.map((record) => ({ ...record, kind: kind.kind, clientId: caller.clientId })),
      );
      const decided = new Map(checked.map((record, index) => [record, decisions[index]!]));
      const written = checked.filter((record) => decided.get(record) === 'created' || decided.get(record) === 'updated');
      if (written.length) for (const account of await bulk.apply(trx, written, context)) touched.add(account);
      const results: RecordResult[] = [];
      for (const record of chunk) {
        const outcome = decided.get(record);
        const label = { line: record.line, kind: kind.kind, externalId: record.externalId };
        if (outcome instanceof RecordProblem) results.push(rejected(record.line, outcome, label));
        else if (outcome) results.push({ ...label, result: outcome });
        // One the check refused is written as alone, so its version is compared first, as it would be: a replay of
        // a record whose parent has gone is still unchanged or stale, not refused.
        else results.push(await write(trx, record));
      }
      return results;
    });
  };
  const inBulk = (chunk: ReadyRecord[]) =>
    chunk.length > 1 && chunk[0]!.kind.bulk !== undefined && new Set(chunk.map((record) => record.externalId)).size === chunk.length;
  // Results are told once their chunk has committed; a chunk that cannot commit is written again record by record.
  const writeChunk = async (chunk: ReadyRecord[]) => {
    const results = await db.transaction().execute(async (trx) => {
      const written: RecordResult[] = [];
      for (const record of chunk) written.push(await write(trx, record));
      return written;
    });
    for (const result of results) emit(result);
  };
  for (const chunk of chunksOf(ready.sort((a, b) => a.kind.rank - b.kind.rank || a.line - b.line))) {
    if (inBulk(chunk)) {
      try {
        for (const result of await writeInBulk(chunk)) emit(result);
        continue;
      } catch (error) {
        log?.warn({ err: error, records: chunk.length }, 'integration chunk not written in bulk: written again with a savepoint a record');
      }
    }
    try {
      await writeChunk(chunk);
    } catch (error) {
      if (chunk.length === 1) throw error;
      log?.warn({ err: error, records: chunk.length }, 'integration chunk not committed: written again record by record');
      for (const record of chunk) await writeChunk([record]);
    }
  }
  if (touched.size) await db.transaction().execute((trx) => refreshContractFigures(trx, [...touched]));
}
