import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { alertDestinationMessages } from '@farm/area-alerts/domain';
import type { Mailer } from '../../mail';
import { bearer, testAppFor } from '../../testing';

// A mail server that is down: the code never reaches the destination.
let attempts = 0;
const downMailer: Mailer = {
  send: async () => {
    attempts += 1;
    throw new Error('SMTP unavailable');
  },
};

const t = testAppFor({ grower: 'grower@myfarm.example' }, {}, { mailer: downMailer });

describe('a confirmation code that could not be sent', () => {
  it('answers 503, keeps no code, and lets the user ask again at once', async () => {
    const ask = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/myuser/alert-destinations',
        headers: bearer(t.tokens.grower),
        payload: { kind: 'email', value: 'office@harrison.example' },
      });
    const first = await ask();
    assert.equal(first.statusCode, 503);
    assert.equal(first.json().errorMessage, alertDestinationMessages.notSent);
    const row = await t.db.selectFrom('alert_destinations').selectAll().where('value', '=', 'office@harrison.example').executeTakeFirstOrThrow();
    assert.deepEqual([row.code_hash, row.code_sent_at, row.codes_sent], [null, null, 0]);
    assert.equal((await ask()).statusCode, 503, 'not held back for a minute: the first code never went');
    assert.equal(attempts, 2);
  });
});
