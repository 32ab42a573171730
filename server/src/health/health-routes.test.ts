import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import { healthRoutes, READINESS_PROBE_TTL_MS } from './health-routes';

let app: FastifyInstance;
let now: number;
let probes: number;
let databaseUp: boolean;

beforeEach(async () => {
  now = 1_000_000;
  probes = 0;
  databaseUp = true;
  app = Fastify({ logger: false });
  healthRoutes(app, {
    probeDatabase: async () => {
      probes++;
      if (!databaseUp) throw new Error('connection refused');
    },
    clock: () => now,
    headers: { 'cache-control': 'no-store' },
  });
  await app.ready();
});

const statusOf = async (url: string) => {
  const response = await app.inject({ url });
  return [response.statusCode, response.json().status, response.headers['cache-control']];
};

describe('GET /healthz (liveness)', () => {
  it('answers 200 ok from memory: no database probe, even when the database is down', async () => {
    databaseUp = false;
    for (let i = 0; i < 5; i++) assert.deepEqual(await statusOf('/healthz'), [200, 'ok', 'no-store']);
    assert.equal(probes, 0);
  });
});

describe('GET /readyz (readiness)', () => {
  it('answers 200 when the database answers, probing it once however many requests come within a second', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => statusOf('/readyz')));
    assert.ok(answers.every((answer) => answer[0] === 200 && answer[1] === 'ok'));
    now += READINESS_PROBE_TTL_MS - 1;
    assert.deepEqual(await statusOf('/readyz'), [200, 'ok', 'no-store']);
    assert.equal(probes, 1);
  });

  it('probes again once the last answer is older than the probe time-out, and says 503 when the database is gone', async () => {
    await statusOf('/readyz');
    databaseUp = false;
    now += READINESS_PROBE_TTL_MS + 1;
    assert.deepEqual(await statusOf('/readyz'), [503, 'unavailable', 'no-store']);
    assert.equal(probes, 2);
    // A failed probe stands for its second too: a database in trouble is not asked more often.
    assert.equal((await statusOf('/readyz'))[0], 503);
    assert.equal(probes, 2);
    databaseUp = true;
    now += READINESS_PROBE_TTL_MS + 1;
    assert.equal((await statusOf('/readyz'))[0], 200);
  });
});
