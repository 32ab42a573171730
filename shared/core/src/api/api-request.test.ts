import { delay, http, HttpResponse } from 'msw';
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { mockApi } from '../../../../tests/support/mock-api-node';
import { ApiError } from './api-error';
import { configureApi } from './api-config';
import { apiRequest } from './api-request';
import { errorMessageFor } from './error-message';

const support = { phone: '01234 567890', email: 'help@example.test' };
const g = globalThis as unknown as { window?: unknown };

describe('apiRequest failures (spec 1 §7, §8)', () => {
  const api = mockApi();
  before(() => {
    g.window = { location: { origin: 'http://localhost' } };
    configureApi({ apiRoot: '/api', getAccessToken: undefined, getSessionId: undefined });
  });
  after(() => delete g.window);

  it('turns a request that outlives its time-out into status 504 and the connectivity message', async () => {
    api.use(http.get('http://localhost/api/user', () => delay('infinite')));
    const error = await apiRequest('/user', { timeoutMs: 30 }).catch((e: unknown) => e);
    assert.ok(error instanceof ApiError);
    assert.equal(error.status, 504);
    assert.match(errorMessageFor(error, support), /^Connectivity error, please try again later\./);
  });

  it('turns a network failure into the connectivity message', async () => {
    api.use(http.get('http://localhost/api/user', () => HttpResponse.error()));
    const error = await apiRequest('/user').catch((e: unknown) => e);
    assert.ok(error instanceof ApiError);
    assert.match(errorMessageFor(error, support), /^Connectivity error, please try again later\./);
  });

  it("keeps a 401's own message for the user", async () => {
    api.use(
      http.get('http://localhost/api/user', () =>
        HttpResponse.json({ status: 401, errorCode: 'UNAUTHORIZED', errorMessage: 'Session ended.' }, { status: 401 }),
      ),
    );
    const error = await apiRequest('/user').catch((e: unknown) => e);
    assert.equal(errorMessageFor(error, support), 'Session ended.');
  });

  it('resolves a created answer (HTTP 201, envelope status 201) with its data', async () => {
    api.use(
      http.post('http://localhost/api/accounts/HARR0001/price-alerts', () =>
        HttpResponse.json({ status: 201, data: { alert: { triggerId: 't1' } } }, { status: 201 }),
      ),
    );
    assert.deepEqual(await apiRequest('/accounts/HARR0001/price-alerts', { method: 'POST', body: {} }), { alert: { triggerId: 't1' } });
  });

  it('reads an error envelope on an HTTP 200 as a failure with its status', async () => {
    api.use(http.get('http://localhost/api/user', () => HttpResponse.json({ status: 0, errorCode: 'X', errorMessage: 'none' })));
    const error = await apiRequest('/user').catch((e: unknown) => e);
    assert.ok(error instanceof ApiError);
    assert.equal(error.status, 0);
    assert.match(errorMessageFor(error, support), /^It looks like there is a problem with your MyFarm account/);
  });
});
