import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { loadConfig } from '../config';
import { createMailer } from '../mail';
import { createIntegrationClient, type RecordServices } from '../modules/integration';
import { createTestDatabase, type TestDatabase } from '../testing';
import { runImportCommand } from './import-command';
import { UsageError } from './partners-command';

let t: TestDatabase;
let folder: string;
let clientId: string;
let services: RecordServices;

before(async () => {
  t = await createTestDatabase('demo');
  folder = await mkdtemp(path.join(tmpdir(), 'farm-import-'));
  const config = loadConfig({ PUBLIC_URL: 'http://localhost:8080', DATA_DIR: folder, LOG_LEVEL: 'silent' });
  services = { config, mailer: createMailer(config.mail) };
  clientId = (await createIntegrationClient(t.db, { name: 'ERP export', scopes: ['movements:write'] })).client.clientId;
});
after(async () => {
  await t?.drop();
  await rm(folder, { recursive: true, force: true });
});

async function importFile(name: string, text: string, ...args: string[]) {
  const file = path.join(folder, name);
  await writeFile(file, text);
  const lines: string[] = [];
  const code = await runImportCommand(t.db, services, [file, '--client', clientId, ...args], (line) => lines.push(line));
  return { code, lines };
}

const rowsOf = (externalId: string) =>
  t.db
    .selectFrom('movements')
    .select(['account_reference', 'quantity', 'complete'])
    .where('external_id', '=', externalId)
    .orderBy('account_reference')
    .execute();

describe('npm run import', () => {
  it('imports an NDJSON file through the batch code, printing what it did not write and exiting 1 for it', async () => {
    const good = {
      kind: 'movement',
      externalId: 'ERP-1',
      version: 1,
      data: { status: 'planned', date: '2026-12-01', product: 'Feed wheat', netWeight: 29, splits: [{ accountReference: 'HARR0001', percent: 100 }] },
    };
    const bad = { ...good, externalId: 'ERP-2', data: { ...good.data, netWeight: -3 } };
    const { code, lines } = await importFile('export.ndjson', `${JSON.stringify(good)}\n\n${JSON.stringify(bad)}\n`);
    assert.equal(code, 1);
    assert.match(lines[0]!, /^line 3 \(movement ERP-2\): INVALID_RECORD: data\.netWeight: /);
    assert.match(lines.at(-1)!, /created 1, updated 0, unchanged 0, stale 0, rejected 1\.$/);
    assert.equal((await rowsOf('ERP-1')).length, 1);
    assert.deepEqual(await rowsOf('ERP-2'), []);
  });

  it('imports a CSV file with a header row, nesting dotted columns and reading numerals, and the same file again changes nothing', async () => {
    const csv = [
      'kind,externalId,version,status,date,product,netWeight,splits.0.accountReference,splits.0.percent,splits.1.accountReference,splits.1.percent',
      'movement,ERP-3,2026-11-20T10:00:00Z,moved,2026-11-20,Feed barley,27.35,HARR0001,60,FENE0002,40',
      'movement,ERP-4,1,planned,2026-12-02,Oats,20,HARR0001,100,,',
    ].join('\n');
    const first = await importFile('export.csv', csv);
    assert.equal(first.code, 0, first.lines.join('\n'));
    assert.deepEqual(
      (await rowsOf('ERP-3')).map((row) => [row.account_reference, row.quantity, row.complete]),
      [
        ['FENE0002', '10.94', true],
        ['HARR0001', '16.41', true],
      ],
    );
    assert.equal((await rowsOf('ERP-4')).length, 1);
    const again = await importFile('export.csv', csv);
    assert.match(again.lines.at(-1)!, /created 0, updated 0, unchanged 2, stale 0, rejected 0\.$/);
  });

  it('refuses an unknown client and a missing file, reading nothing', async () => {
    await assert.rejects(
      runImportCommand(t.db, services, [path.join(folder, 'none.ndjson'), '--client', clientId], () => {}),
      /No file/,
    );
    await writeFile(path.join(folder, 'x.ndjson'), '');
    await assert.rejects(
      runImportCommand(t.db, services, [path.join(folder, 'x.ndjson'), '--client', 'integration-000000000000'], () => {}),
      UsageError,
    );
  });
});
