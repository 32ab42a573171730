import assert from 'node:assert/strict';
import type { TestApp } from './test-app';
import { bearer } from './sign-in';

interface BatchResultLine {
  line: number;
  kind?: string;
  externalId?: string;
  result: string;
  code?: string;
  retryable?: boolean;
  reason?: string;
}

/** POST /oidc/token with the client credentials grant, the client authenticating with HTTP Basic. */
export const clientCredentialsToken = (t: TestApp, credentials: { clientId: string; secret: string }, scope?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/oidc/token',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${encodeURIComponent(credentials.clientId)}:${encodeURIComponent(credentials.secret)}`).toString('base64')}`,
    },
    payload: new URLSearchParams({ grant_type: 'client_credentials', ...(scope ? { scope } : {}) }).toString(),
  });

/** An integration client's access token for `scope`, failing the test if the provider refuses it. */
export async function integrationToken(t: TestApp, credentials: { clientId: string; secret: string }, scope: string): Promise<string> {
  const response = await clientCredentialsToken(t, credentials, scope);
  assert.equal(response.statusCode, 200, response.body);
  return (response.json() as { access_token: string }).access_token;
}

/** Posts records (objects, or raw lines as strings) as one NDJSON batch and reads its result lines. */
export async function postBatch(t: TestApp, token: string, records: unknown[]): Promise<BatchResultLine[]> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/integration/v1/batch',
    headers: { ...bearer(token), 'content-type': 'application/x-ndjson' },
    payload: records.map((record) => (typeof record === 'string' ? record : JSON.stringify(record))).join('\n'),
  });
  assert.equal(response.statusCode, 200, response.body);
  assert.equal(response.headers['content-type'], 'application/x-ndjson');
  return response.body
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as BatchResultLine);
}
