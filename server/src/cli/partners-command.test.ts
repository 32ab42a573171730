import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findPartnerByKey } from '../modules/partners';
import { migratedTestDatabaseFor } from '../testing';
import { runPartnersCommand, UsageError } from './partners-command';

const t = migratedTestDatabaseFor();

async function run(...argv: string[]) {
  const lines: string[] = [];
  await runPartnersCommand(t.db, argv, (line) => lines.push(line));
  return lines;
}

describe('npm run partners', () => {
  let id: string;
  let key: string;

  it('adds a partner with its origins and widgets and shows the key once, storing only its hash', async () => {
    const lines = await run('add', '--name', 'Agri News', '--origin', 'https://www.agrinews.example', '--origin', 'http://localhost:3000');
    id = /\(([0-9a-f-]{36})\)/.exec(lines[0]!)![1]!;
    key = /: (\S+)$/.exec(lines.at(-1)!)![1]!;
    const partner = await findPartnerByKey(t.db, key);
    assert.equal(partner?.id, id);
    assert.deepEqual(partner?.allowed_origins, ['https://www.agrinews.example', 'http://localhost:3000']);
    assert.deepEqual(partner?.allowed_widgets, ['farm-weather', 'farm-prices', 'farm-market-chart'], 'every embed, without --widget');
    assert.notEqual(partner?.key_hash, key);
  });

  it('lists partners with their status, and disables and enables one', async () => {
    assert.match((await run('list')).join('\n'), new RegExp(`${id}  Agri News  \\[active\\]  origins: https://www.agrinews.example`));
    await run('disable', id);
    assert.ok((await findPartnerByKey(t.db, key))?.disabled_at);
    assert.match((await run('list')).join('\n'), /Agri News {2}\[disabled\]/);
    await run('enable', id);
    assert.equal((await findPartnerByKey(t.db, key))?.disabled_at, null);
  });

  it('refuses a missing name, an origin with a path, an unknown widget and an unknown id, writing nothing', async () => {
    const before = await t.db.selectFrom('partners').select('id').execute();
    await assert.rejects(run('add', '--origin', 'https://a.example'), UsageError);
    await assert.rejects(run('add', '--name', 'A', '--origin', 'https://a.example/news'), /Not an origin/);
    await assert.rejects(run('add', '--name', 'A', '--origin', 'https://a.example', '--widget', 'farm-tractors'), /Unknown widget farm-tractors/);
    await assert.rejects(run('disable', '00000000-0000-0000-0000-000000000000'), /No partner has the id/);
    await assert.rejects(run('remove'), /Unknown command "remove"/);
    assert.equal((await t.db.selectFrom('partners').select('id').execute()).length, before.length);
  });
});
