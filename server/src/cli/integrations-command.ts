import { parseArgs } from 'node:util';
import type { Config } from '../config';
import type { Db } from '../db';
import {
  createExternalIntegrationClient,
  createIntegrationClient,
  disableIntegrationClient,
  INTEGRATION_SCOPES,
  isIntegrationScope,
  listIntegrationClients,
  rotateIntegrationSecret,
} from '../modules/integration';
import { UsageError } from './partners-command';

export const INTEGRATIONS_USAGE = `Usage:
  npm run integrations -- list
  npm run integrations -- add --name "ERP" --scopes movements:write,contracts:write
  npm run integrations -- add --name "ERP" --scopes movements:write --issuer-client-id <its client id at INTEGRATION_ISSUER>
  npm run integrations -- rotate <client id>
  npm run integrations -- disable <client id>
Scopes: ${INTEGRATION_SCOPES.join(', ')}`;

/** Where the client asks for its tokens, and how (printed with a new or rotated secret). */
function printTokenRequest(config: Config, clientId: string, print: (line: string) => void) {
  print(`Token endpoint: ${config.oidc.issuer}/token (grant_type=client_credentials, HTTP Basic with the client id and secret,`);
  print(`  scope= the scopes it needs, space-separated); then call ${config.publicUrl}/api/integration/v1 with the token.`);
  print(`Client id: ${clientId}`);
}

async function add(db: Db, config: Config, args: string[], print: (line: string) => void) {
  const { values } = parseArgs({ args, options: { name: { type: 'string' }, scopes: { type: 'string' }, 'issuer-client-id': { type: 'string' } } });
  const name = values.name?.trim() ?? '';
  if (!name || name.length > 100) throw new UsageError('--name is required (at most 100 characters).');
  const scopes = [...new Set((values.scopes ?? '').split(/[\s,]+/).filter(Boolean))];
  if (scopes.length === 0) throw new UsageError('--scopes is required: the kinds of data the client writes, e.g. movements:write,samples:write');
  const unknown = scopes.filter((scope) => !isIntegrationScope(scope));
  if (unknown.length) throw new UsageError(`Unknown scope ${unknown.join(', ')}; a client may have: ${INTEGRATION_SCOPES.join(', ')}`);

  const issuerClientId = values['issuer-client-id']?.trim();
  if (issuerClientId !== undefined) {
    if (!config.integrationIssuer) throw new UsageError('--issuer-client-id names a client of INTEGRATION_ISSUER, which is not set.');
    if (!/^[\x21-\x7e]{1,200}$/.test(issuerClientId)) throw new UsageError('--issuer-client-id: the client id at the issuer, without spaces.');
    const client = await createExternalIntegrationClient(db, {
      name,
      scopes: scopes.filter(isIntegrationScope),
      issuer: config.integrationIssuer,
      issuerClientId,
    });
    print(`Integration client added: ${client.name}`);
    print(`Scopes: ${client.scopes.join(' ')}`);
    print(`Client id: ${client.clientId}`);
    print(`It gets its tokens from ${config.integrationIssuer} as ${issuerClientId} (client credentials, audience ${config.oidc.audience},`);
    print(`  the scopes it needs); then it calls ${config.publicUrl}/api/integration/v1 with them. It has no secret here.`);
    return;
  }
  const { client, secret } = await createIntegrationClient(db, { name, scopes: scopes.filter(isIntegrationScope) });
  print(`Integration client added: ${client.name}`);
  print(`Scopes: ${client.scopes.join(' ')}`);
  printTokenRequest(config, client.clientId, print);
  print(`Secret, shown this once (only its hash is stored): ${secret}`);
}

async function list(db: Db, print: (line: string) => void) {
  const clients = await listIntegrationClients(db);
  if (clients.length === 0) return print('No integration clients.');
  for (const client of clients) {
    const status = client.disabledAt ? 'disabled' : 'active';
    const rotated = client.secretRotatedAt ? `  secret rotated ${client.secretRotatedAt.toISOString()}` : '';
    const issuer = client.issuer ? `  tokens from ${client.issuer.url} as ${client.issuer.clientId}` : '';
    print(`${client.clientId}  ${client.name}  [${status}]  scopes: ${client.scopes.join(' ')}${rotated}${issuer}`);
  }
}

const clientIdOf = (value: string | undefined): string => {
  if (!value || !/^integration-[0-9a-f]{12}$/.test(value)) throw new UsageError('Give the client id that "list" shows (integration-…).');
  return value;
};

async function rotate(db: Db, config: Config, value: string | undefined, print: (line: string) => void) {
  const clientId = clientIdOf(value);
  const secret = await rotateIntegrationSecret(db, clientId);
  if (!secret) throw new UsageError(`No enabled integration client with a secret here has the id ${clientId}.`);
  print(`New secret for ${clientId}: the old one stops working now; tokens already issued run out within minutes.`);
  printTokenRequest(config, clientId, print);
  print(`Secret, shown this once (only its hash is stored): ${secret}`);
}

async function disable(db: Db, value: string | undefined, print: (line: string) => void) {
  const clientId = clientIdOf(value);
  if (!(await disableIntegrationClient(db, clientId))) throw new UsageError(`No enabled integration client has the id ${clientId}.`);
  print(`Integration client ${clientId} disabled: it gets no token, and its tokens are refused at once.`);
}

/** The merchant's systems are registered by its IT from the command line, like partners (there is no screen). */
export async function runIntegrationsCommand(db: Db, config: Config, argv: string[], print: (line: string) => void): Promise<void> {
  const [command, ...rest] = argv;
  switch (command) {
    case 'list':
      return list(db, print);
    case 'add':
      return add(db, config, rest, print);
    case 'rotate':
      return rotate(db, config, rest[0], print);
    case 'disable':
      return disable(db, rest[0], print);
    default:
      throw new UsageError(command ? `Unknown command "${command}".` : 'Say what to do.');
  }
}
