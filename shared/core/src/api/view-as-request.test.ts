import { http } from 'msw';
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { failure, ok } from '../../../../tests/support/api-envelopes';
import { mockApi } from '../../../../tests/support/mock-api-node';
import { VIEW_AS_HEADER, viewAsMessages } from '../domain/view-as-constants';
import { ApiError } from './api-error';
import { configureApi } from './api-config';
import { apiRequest } from './api-request';
import { errorMessageFor } from './error-message';
import { endViewAs } from './view-as/end-view-as';

const support = { phone: '01234 567890', email: 'help@example.test' };
const g = globalThis as unknown as { window?: unknown };
const SESSION = '7d0c9a52-0d43-4b8e-9b7e-1f2d3c4b5a69';
const ACCOUNTS = 'http://localhost/api/myuser/accounts';
const END = `http://localhost/api/staff/view-as/${SESSION}/end`;

describe('apiRequest while staff view a business as its customers (issue 12)', () => {
  const api = mockApi(
    http.get(ACCOUNTS, () => ok({ accounts: [] })),
    http.post(END, () => ok({ ended: true })),
  );
  let viewing: string | undefined;
  let endedCalls = 0;
  before(() => {
    g.window = { location: { origin: 'http://localhost' } };
    configureApi({
      apiRoot: '/api',
      getAccessToken: async () => 'token',
      getSessionId: undefined,
      getViewAs: () => viewing,
      onViewAsEnded: () => endedCalls++,
    });
  });
  after(() => {
    configureApi({ getViewAs: undefined, onViewAsEnded: undefined, getAccessToken: undefined });
    delete g.window;
  });
  const sentViewAs = async (url: string) => (await api.requests.to(new URL(url).pathname)).map((request) => request.headers.get(VIEW_AS_HEADER));

  it('sends the view-as session as X-View-As while viewing, and no such header otherwise', async () => {
    viewing = SESSION;
    await apiRequest('/myuser/accounts');
    viewing = undefined;
    await apiRequest('/myuser/accounts');
    assert.deepEqual(await sentViewAs(ACCOUNTS), [SESSION, null]);
  });

  it('ends the session as the member of staff: the end call goes without the header, with the bearer token', async () => {
    viewing = SESSION;
    assert.equal(await endViewAs(SESSION), true);
    assert.deepEqual(await sentViewAs(END), [null]);
    const [request] = await api.requests.to(new URL(END).pathname, 'POST');
    assert.equal(request?.headers.get('Authorization'), 'Bearer token');
  });

  it('tells the portal once when the server says the session has ended, and still rejects with the error', async () => {
    viewing = SESSION;
    endedCalls = 0;
    api.use(http.get(ACCOUNTS, () => failure(403, 'VIEW_AS_ENDED', viewAsMessages.ended)));
    const error = await apiRequest('/myuser/accounts').catch((e: unknown) => e);
    assert.ok(error instanceof ApiError);
    assert.equal(error.errorCode, 'VIEW_AS_ENDED');
    assert.equal(endedCalls, 1);
  });

  it('leaves the view alone for other refusals, and for an ended code on a call sent without the header', async () => {
    endedCalls = 0;
    viewing = SESSION;
    api.use(http.get(ACCOUNTS, () => failure(403, 'VIEW_AS_READ_ONLY', viewAsMessages.readOnly)));
    await apiRequest('/myuser/accounts').catch(() => undefined);
    viewing = undefined;
    api.use(http.get(ACCOUNTS, () => failure(403, 'VIEW_AS_ENDED', viewAsMessages.ended)));
    await apiRequest('/myuser/accounts').catch(() => undefined);
    assert.equal(endedCalls, 0);
  });
});

describe('errorMessageFor and the view-as refusals', () => {
  it("shows the server's read-only message for a write refused while viewing, not the disabled-account text", () => {
    assert.equal(errorMessageFor(new ApiError(403, 'VIEW_AS_READ_ONLY', viewAsMessages.readOnly), support), viewAsMessages.readOnly);
  });
  it("shows the server's message for the other view-as codes too", () => {
    assert.equal(errorMessageFor(new ApiError(403, 'VIEW_AS_NO_LEAD', viewAsMessages.noLead), support), viewAsMessages.noLead);
    assert.equal(errorMessageFor(new ApiError(403, 'VIEW_AS_ENDED', viewAsMessages.ended), support), viewAsMessages.ended);
  });
  it('keeps the catalogue text for an unrelated 403', () => {
    assert.match(errorMessageFor(new ApiError(403, 'FORBIDDEN', 'Not yours.'), support), /^Your account has been disabled\./);
  });
});
