import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { AuditLogBody } from '@farm/core/domain';
import { bearer, testAppFor } from '../testing';

// Issue 26 §6: the envelope's `status` is the HTTP status of its answer, whatever the route or error.
const t = testAppFor({ grower: 'grower@myfarm.example', lead: 'lead@myfarm.example' });

const auditEntry: AuditLogBody = {
  data: {
    auditlog: {
      status: 'success',
      appname: 'Dashboard',
      sessionid: 'session-1',
      exception: null,
      username: 'grower@myfarm.example',
      loglevel: 'info',
      url: '/dashboard',
      message: 'Viewed /dashboard',
      account: 'HARR0001',
      action: 'route-view',
    },
  },
};

describe('the envelope status', () => {
  const calls: [string, { method?: 'GET' | 'POST'; url: string; token?: () => string; payload?: object }, number][] = [
    ['a read', { url: '/api/accounts/HARR0001/price-alerts', token: () => t.tokens.grower }, 200],
    ['a read serialised once per cached value', { url: '/api/myuser/accounts', token: () => t.tokens.grower }, 200],
    ['a write that creates (an audit entry)', { method: 'POST', url: '/api/logModel', token: () => t.tokens.grower, payload: auditEntry }, 201],
    ['a body that is not valid', { method: 'POST', url: '/api/logModel', token: () => t.tokens.grower, payload: { data: {} } }, 400],
    ['no token', { url: '/api/myuser/accounts' }, 401],
    ["another business's data", { url: '/api/accounts/HARR0001/price-alerts', token: () => t.tokens.lead }, 403],
    ['an API path that does not exist', { url: '/api/no-such-thing', token: () => t.tokens.grower }, 404],
  ];
  for (const [what, call, expected] of calls) {
    it(`repeats the HTTP status of ${what} (${expected})`, async () => {
      const response = await t.app.inject({
        method: call.method ?? 'GET',
        url: call.url,
        headers: call.token ? bearer(call.token()) : {},
        ...(call.payload ? { payload: call.payload } : {}),
      });
      assert.equal(response.statusCode, expected, response.body);
      assert.equal(response.json().status, response.statusCode, response.body);
    });
  }
});
