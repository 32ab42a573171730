import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import type { AuditLogBody } from '../domain';
import { createActionLogger, type AuditContext } from './log-action';

const context: AuditContext = { account: 'HARR0001', username: 'grower@myfarm.example', sessionid: 'sid-1' };
const action = { action: 'tile-click', appname: 'Crop Marketing', message: 'Opened Crop Marketing', url: '/dashboard' };

/** Lets the promise callbacks that follow a timer run. */
const flush = () => new Promise<void>((resolve) => setImmediate(resolve));
/** Moves the fake clock on in 100 ms steps, so a timer set by a timer also fires. */
const advance = (ms: number) => {
  for (let step = 0; step < ms; step += 100) mock.timers.tick(Math.min(100, ms - step));
};

describe('createActionLogger (spec 1 §7 retry rule)', () => {
  beforeEach(() => mock.timers.enable({ apis: ['setTimeout'] }));
  afterEach(() => mock.timers.reset());

  it('sends at once when the account and session are known, with every field of the entry', async () => {
    const sent: AuditLogBody[] = [];
    const log = createActionLogger({ readContext: () => context, send: async (body) => sent.push(body) });
    assert.equal(await log(action), true);
    assert.deepEqual(sent, [
      {
        data: {
          auditlog: {
            status: 'success',
            appname: 'Crop Marketing',
            sessionid: 'sid-1',
            exception: null,
            username: 'grower@myfarm.example',
            loglevel: 'info',
            url: '/dashboard',
            message: 'Opened Crop Marketing',
            account: 'HARR0001',
            action: 'tile-click',
          },
        },
      },
    ]);
  });

  it('retries every 100 ms until the context is known', async () => {
    let known: AuditContext | undefined = undefined;
    let reads = 0;
    const send = mock.fn(async () => undefined);
    const result = createActionLogger({ readContext: () => (reads++, known), send })(action);
    assert.equal(reads, 1);
    mock.timers.tick(99);
    assert.equal(reads, 1);
    mock.timers.tick(1);
    assert.equal(reads, 2);
    advance(200);
    assert.equal(reads, 4);
    assert.equal(send.mock.callCount(), 0);
    known = context;
    mock.timers.tick(100);
    await flush();
    assert.equal(send.mock.callCount(), 1);
    assert.equal(await result, true);
  });

  it('gives up after 5 seconds without sending', async () => {
    let reads = 0;
    const send = mock.fn(async () => undefined);
    let settled: boolean | undefined;
    void createActionLogger({ readContext: () => void reads++, send })(action).then((value) => (settled = value));
    advance(4900);
    await flush();
    assert.equal(settled, undefined);
    mock.timers.tick(100);
    await flush();
    assert.equal(settled, false);
    // The first try plus one every 100 ms for 5 seconds.
    assert.equal(reads, 51);
    advance(1000);
    assert.equal(reads, 51);
    assert.equal(send.mock.callCount(), 0);
  });

  it('resolves false when the call fails, so the caller carries on', async () => {
    const log = createActionLogger({ readContext: () => context, send: async () => Promise.reject(new Error('offline')) });
    assert.equal(await log(action), false);
  });
});

describe('createActionLogger while staff view a business as its customers (issue 12)', () => {
  it('sends nothing and resolves false at once when suppressed, without waiting for a context', async () => {
    let reads = 0;
    const send = mock.fn(async () => undefined);
    const log = createActionLogger({ readContext: () => (reads++, context), send, isSuppressed: () => true });
    assert.equal(await log(action), false);
    assert.equal(send.mock.callCount(), 0);
    assert.equal(reads, 0);
  });

  it('sends as usual when not suppressed', async () => {
    const send = mock.fn(async () => undefined);
    const log = createActionLogger({ readContext: () => context, send, isSuppressed: () => false });
    assert.equal(await log(action), true);
    assert.equal(send.mock.callCount(), 1);
  });
});
