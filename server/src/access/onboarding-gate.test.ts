import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { bearer, testAppFor } from '../testing';
import { ONBOARDING_ERROR_CODES } from '@farm/core/domain';

// A user who has not activated their account or accepted the terms reaches no business's data through the API,
// not only in the browser (issue 27 §3). Every operation of the OpenAPI document is walked as such a user.
const t = testAppFor({ activating: 'activate@myfarm.example', accepting: 'terms@myfarm.example' });
let operations: { method: string; path: string; open: boolean }[];
/** The business both demo users belong to: a refusal is then for the pending step, not for membership. */
const OWN_ACCOUNT = 'BROO0004';

before(async () => {
  await t.ready;
  const doc = t.app.swagger() as { paths: Record<string, Record<string, { 'x-onboarding'?: string }>> };
  operations = Object.entries(doc.paths)
    // The integration API takes no person's token at all (authorise-first.test.ts), so no onboarding step opens it.
    .filter(([path]) => path.startsWith('/api/') && !path.startsWith('/api/public/') && !path.startsWith('/api/integration/'))
    .flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([method]) => method !== 'head')
        .map(([method, operation]) => ({ method: method.toUpperCase(), path, open: operation['x-onboarding'] === 'open' })),
    );
});

const call = (method: string, path: string, token: string, payload?: object) =>
  t.app.inject({
    method: method as 'GET',
    url: path.replace(/\{(\w+)\}/g, (_match, name: string) => (name === 'id' ? OWN_ACCOUNT : 'x')),
    headers: bearer(token),
    ...(method === 'GET' || method === 'DELETE' ? {} : { payload: payload ?? {} }),
  });

describe('onboarding rules on the API', () => {
  it('opens only the routes that complete activation and terms, and the user’s own profile', () => {
    const open = operations.filter((operation) => operation.open).map(({ method, path }) => `${method} ${path}`);
    assert.deepEqual(open.sort(), [
      'GET /api/content/downtime',
      'GET /api/content/legal/{slug}',
      'GET /api/myuser/accounts',
      'GET /api/myuser/features',
      'GET /api/myuser/startup',
      'GET /api/user',
      'GET /api/users/{user}',
      'POST /api/myuser/activations',
      'POST /api/myuser/passwordreset',
      'PUT /api/myuser/terms',
      'PUT /api/users/{user}',
    ]);
  });

  it('answers 403 ACTIVATION_PENDING on every other operation to a user still to activate', async () => {
    const closed = operations.filter((operation) => !operation.open);
    assert.ok(closed.length > 50, `${closed.length} operations`);
    for (const { method, path } of closed) {
      const response = await call(method, path, t.tokens.activating);
      assert.equal(response.statusCode, 403, `${method} ${path}: ${response.body}`);
      assert.equal(response.json().errorCode, ONBOARDING_ERROR_CODES.activation, `${method} ${path}`);
    }
  });

  it('answers 403 TERMS_PENDING on every other operation to a user who has not accepted the terms', async () => {
    for (const { method, path } of operations.filter((operation) => !operation.open)) {
      const response = await call(method, path, t.tokens.accepting);
      assert.equal(response.statusCode, 403, `${method} ${path}: ${response.body}`);
      assert.equal(response.json().errorCode, ONBOARDING_ERROR_CODES.terms, `${method} ${path}`);
    }
  });

  it('refuses the contracts until the terms are accepted, then answers them', async () => {
    const contracts = `/api/accounts/${OWN_ACCOUNT}/grain-sale/contracts`;
    assert.equal((await call('GET', contracts, t.tokens.accepting)).statusCode, 403);
    assert.equal((await call('GET', '/api/content/legal/terms-and-conditions', t.tokens.accepting)).statusCode, 200);
    const accepted = await call('PUT', '/api/myuser/terms', t.tokens.accepting, { data: { acceptTerms: true, version: 1 } });
    assert.equal(accepted.statusCode, 200, accepted.body);
    assert.equal((await call('GET', contracts, t.tokens.accepting)).statusCode, 200);
  });
});
