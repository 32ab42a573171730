import { createReadStream } from 'node:fs';
import { access } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import type { Db } from '../db';
import { csvRecords, findIntegrationClient, runBatch, type RecordResult, type RecordServices } from '../modules/integration';
import { UsageError } from './partners-command';

export const IMPORT_USAGE = `Usage:
  npm run import -- FILE --client <client id>
FILE is NDJSON (one record a line, as POST /api/integration/v1/batch takes them) or, named *.csv, CSV with a header
row (kind, externalId, version, then the record's fields, nested by dotted names: splits.0.accountReference).
The records are written as the integration client (npm run integrations -- list) would write them, with its scopes.`;

/**
 * A first load from an ERP export: the records of a file through the same code as the integration API's batches,
 * in batches of its size. Prints every record not written and a count of each result; exits 1 if any was rejected.
 */
export async function runImportCommand(db: Db, services: RecordServices, argv: string[], print: (line: string) => void): Promise<number> {
  const { values, positionals } = parseArgs({ args: argv, options: { client: { type: 'string' } }, allowPositionals: true });
  const [file] = positionals;
  if (!file || positionals.length > 1) throw new UsageError('Name one file to import.');
  await access(file).catch(() => {
    throw new UsageError(`No file ${file}.`);
  });
  const client = values.client ? await findIntegrationClient(db, values.client) : undefined;
  if (!client || client.disabledAt) throw new UsageError('Give the id of an enabled integration client (--client; npm run integrations -- list).');

  const csv = file.toLowerCase().endsWith('.csv');
  const input = createReadStream(file);
  const lines = csv ? csvRecords(input) : createInterface({ input, crlfDelay: Infinity });
  const counts = new Map<RecordResult['result'], number>();
  let retryable = 0;
  await runBatch(
    db,
    services,
    { clientId: client.clientId, scopes: new Set(client.scopes) },
    lines,
    (result) => {
      counts.set(result.result, (counts.get(result.result) ?? 0) + 1);
      if (result.retryable) retryable += 1;
      if (result.result === 'rejected')
        print(`line ${result.line}${result.externalId ? ` (${result.kind} ${result.externalId})` : ''}: ${result.code}: ${result.reason}`);
    },
    { firstLine: csv ? 2 : 1 },
  );
  const count = (result: RecordResult['result']) => counts.get(result) ?? 0;
  print(
    `Imported ${file} as ${client.name}: created ${count('created')}, updated ${count('updated')}, unchanged ${count('unchanged')}, ` +
      `stale ${count('stale')}, rejected ${count('rejected')}${retryable ? ` (${retryable} to send again once their parents are in)` : ''}.`,
  );
  return count('rejected') ? 1 : 0;
}
