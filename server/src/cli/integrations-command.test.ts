import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadConfig } from '../config';
import { findIntegrationClient } from '../modules/integration';
import { hashRandomSecret } from '../security/random-secret';
import { migratedTestDatabaseFor, TEST_PUBLIC_URL } from '../testing';
import { runIntegrationsCommand } from './integrations-command';
import { UsageError } from './partners-command';

const t = migratedTestDatabaseFor();
const config = loadConfig({ PUBLIC_URL: TEST_PUBLIC_URL, DEMO_DATA: 'off' });

async function run(...argv: string[]) {
  const lines: string[] = [];
  await runIntegrationsCommand(t.db, config, argv, (line) => lines.push(line));
  return lines;
}

const secretOf = (lines: string[]) => /: (\S+)$/.exec(lines.at(-1)!)![1]!;
const clientIdOf = (lines: string[]) => /^Client id: (\S+)$/m.exec(lines.join('\n'))![1]!;

describe('npm run integrations', () => {
  let clientId: string;
  let secret: string;

  it('adds a client with its scopes, shows its id, the token endpoint and the secret once, and stores only its hash', async () => {
    const lines = await run('add', '--name', 'Harvest ERP', '--scopes', 'contracts:write,movements:write');
    clientId = clientIdOf(lines);
    secret = secretOf(lines);
    assert.match(lines.join('\n'), new RegExp(`Token endpoint: ${TEST_PUBLIC_URL}/oidc/token`));
    const client = await findIntegrationClient(t.db, clientId);
    assert.deepEqual(client?.scopes, ['contracts:write', 'movements:write']);
    assert.equal(client?.secretHash, hashRandomSecret(secret));
    assert.notEqual(client?.secretHash, secret);
  });

  it('lists clients with their status and scopes, rotates a secret and disables a client', async () => {
    assert.match((await run('list')).join('\n'), new RegExp(`${clientId}  Harvest ERP  \\[active\\]  scopes: contracts:write movements:write`));
    const rotated = secretOf(await run('rotate', clientId));
    assert.notEqual(rotated, secret);
    assert.equal((await findIntegrationClient(t.db, clientId))?.secretHash, hashRandomSecret(rotated));
    assert.match((await run('list')).join('\n'), /secret rotated \d{4}-/);
    await run('disable', clientId);
    assert.match((await run('list')).join('\n'), /Harvest ERP {2}\[disabled\]/);
    await assert.rejects(run('rotate', clientId), /No enabled integration client with a secret here has the id/);
  });

  it('refuses a missing name, missing or unknown scopes, an unknown id and an unknown command, writing nothing', async () => {
    const before = await t.db.selectFrom('integration_clients').select('client_id').execute();
    await assert.rejects(run('add', '--scopes', 'movements:write'), UsageError);
    await assert.rejects(run('add', '--name', 'Lab'), /--scopes is required/);
    await assert.rejects(run('add', '--name', 'Lab', '--scopes', 'samples:write,tractors:write'), /Unknown scope tractors:write/);
    await assert.rejects(run('disable', 'integration-000000000000'), /No enabled integration client has the id/);
    await assert.rejects(run('disable', 'ERP'), /Give the client id/);
    await assert.rejects(run('remove'), /Unknown command "remove"/);
    assert.equal((await t.db.selectFrom('integration_clients').select('client_id').execute()).length, before.length);
  });

  it('adds a client of INTEGRATION_ISSUER by its id there, without a secret, which list shows and rotate refuses; none without the setting', async () => {
    const withIssuer = loadConfig({ PUBLIC_URL: TEST_PUBLIC_URL, DEMO_DATA: 'off', INTEGRATION_ISSUER: 'https://id.merchant.example/realms/erp' });
    const lines: string[] = [];
    await runIntegrationsCommand(t.db, withIssuer, ['add', '--name', 'Lab LIMS', '--scopes', 'samples:write', '--issuer-client-id', 'lims'], (line) =>
      lines.push(line),
    );
    assert.match(lines.join('\n'), /It gets its tokens from https:\/\/id\.merchant\.example\/realms\/erp as lims/);
    const clientId = clientIdOf(lines);
    assert.equal((await findIntegrationClient(t.db, clientId))?.secretHash, null);
    assert.match(
      (await run('list')).join('\n'),
      new RegExp(`${clientId}  Lab LIMS  \\[active\\]  scopes: samples:write  tokens from https://id.merchant.example/realms/erp as lims`),
    );
    await assert.rejects(run('rotate', clientId), /No enabled integration client with a secret here/);
    await assert.rejects(run('add', '--name', 'X', '--scopes', 'samples:write', '--issuer-client-id', 'x'), /INTEGRATION_ISSUER, which is not set/);
  });
});
