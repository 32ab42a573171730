import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { bearer, createTestApp, signIn, type TestApp } from '../testing';

// Every API route, from the OpenAPI document: whoever may not call it is refused before its input is read, so
// an invalid body or query never earns them a 400 that describes what the route expects.
let t: TestApp;
let grower: string;
let lead: string;
let operations: { method: string; path: string; access: string }[];

before(async () => {
  t = await createTestApp();
  [grower, lead] = (await Promise.all(['grower@myfarm.example', 'lead@myfarm.example'].map(async (email) => (await signIn(t.app, email)).accessToken))) as [
    string,
    string,
  ];
  const doc = t.app.swagger() as { paths: Record<string, Record<string, { 'x-access'?: string }>> };
  operations = Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/') && !path.startsWith('/api/public/'))
    .flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([method]) => method !== 'head')
        .map(([method, operation]) => ({ method: method.toUpperCase(), path, access: operation['x-access'] ?? 'none' })),
    );
});
after(() => t.close());

const invalid = { unexpected: ['not', 'what', 'any', 'route', 'expects'], data: 42 };
const call = (method: string, path: string, params: Record<string, string>, token?: string) =>
  t.app.inject({
    method: method as 'GET',
    url: `${path.replace(/\{(\w+)\}/g, (_match, name: string) => encodeURIComponent(params[name] ?? 'x'))}?range=bogus&location=`,
    headers: token ? bearer(token) : {},
    ...(method === 'GET' || method === 'DELETE' ? {} : { payload: invalid }),
  });
const ofAccess = (access: string) => operations.filter((operation) => operation.access === access);

describe('authorisation comes before validation', () => {
  it('names the access rule of every API operation in the OpenAPI document', () => {
    assert.ok(operations.length > 20);
    assert.deepEqual(
      operations.filter((operation) => operation.access === 'none'),
      [],
    );
    assert.ok(ofAccess('staff').some((operation) => operation.method === 'PUT' && operation.path === '/api/admin/feature-toggles/{id}'));
    assert.ok(ofAccess('integration-client').every((operation) => operation.path.startsWith('/api/integration/v1/')));
    assert.ok(ofAccess('integration-client').length >= 1);
  });

  it("answers 403 to a person's token on every integration route, whatever the body", async () => {
    for (const { method, path } of ofAccess('integration-client')) {
      const response = await call(method, path, {}, grower);
      assert.equal(response.statusCode, 403, `${method} ${path}: ${response.body}`);
      assert.equal(response.json().errorCode, 'INTEGRATION_CLIENT_REQUIRED', `${method} ${path}`);
    }
  });

  it('answers 401 without a token on every route, whatever the body', async () => {
    for (const { method, path } of operations) {
      const response = await call(method, path, {});
      assert.equal(response.statusCode, 401, `${method} ${path}: ${response.body}`);
    }
  });

  it('answers 403 STAFF_ONLY to a customer on every staff route, whatever the body', async () => {
    for (const { method, path } of ofAccess('staff')) {
      const response = await call(method, path, { id: 'movements', slug: 'terms-and-conditions' }, grower);
      assert.equal(response.statusCode, 403, `${method} ${path}: ${response.body}`);
      assert.equal(response.json().errorCode, 'STAFF_ONLY', `${method} ${path}`);
    }
  });

  it("answers 403 on every account route for another business's account, whatever the input", async () => {
    assert.ok(ofAccess('account-member').length >= 2);
    for (const { method, path } of ofAccess('account-member')) {
      for (const id of ['HARR0001', 'not-a-reference']) {
        const response = await call(method, path, { id }, lead);
        assert.equal(response.statusCode, 403, `${method} ${path} ${id}: ${response.body}`);
        assert.equal(response.json().errorCode, 'ACCOUNT_FORBIDDEN');
      }
    }
  });

  it("answers 403 on every route about one user for someone else's, whatever the body", async () => {
    const userRoutes = [...ofAccess('self'), ...ofAccess('self-or-staff')];
    assert.ok(userRoutes.length >= 2);
    for (const { method, path } of userRoutes) {
      const response = await call(method, path, { username: 'lead@myfarm.example', email: 'lead@myfarm.example' }, grower);
      assert.equal(response.statusCode, 403, `${method} ${path}: ${response.body}`);
      assert.equal(response.json().errorCode, 'USER_FORBIDDEN');
    }
  });
});
