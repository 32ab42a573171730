import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import type { Response } from 'light-my-request';
import { buildApp } from '../app';
import { listenerOf } from '../db';
import { authorizationCode, bearer, codeExchange, createTestApp, signIn, tokenRequest, type TestApp } from '../testing';

const RACERS = 10;

/**
 * Every statement answers in a later turn of the event loop, as PostgreSQL's do over the network. In-memory
 * PGlite answers at once, so a request could run from "used?" to "mark used" before the next one starts, and
 * requests sent together would never overlap there as they do in production.
 */
const overTheNetwork: KyselyPlugin = {
  transformQuery: ({ node }) => node,
  transformResult: async ({ result }) => {
    await new Promise((resolve) => setImmediate(resolve));
    return result;
  },
};

// Two instances behind a load balancer: same database, nothing else shared. The racing requests alternate
// between them, so the race is the same on one instance and across two.
let database: TestApp;
let first: FastifyInstance;
let second: FastifyInstance;
before(async () => {
  database = await createTestApp();
  const instance = () =>
    buildApp(database.config, { db: database.db.withPlugin(overTheNetwork), listen: listenerOf(database.db), logger: false, marketTicks: false });
  first = await instance();
  second = await instance();
});
after(async () => {
  await second?.close();
  await first?.close();
  await database?.close();
});

const instances = () => [first, second];

/** Sends the same token request RACERS times at once, alternating instances. */
function race(form: Record<string, string>): Promise<Response[]> {
  return Promise.all(Array.from({ length: RACERS }, (_, i) => tokenRequest(instances()[i % 2]!, form)));
}

function assertOneWinner(responses: Response[]): Response {
  const winners = responses.filter((response) => response.statusCode === 200);
  assert.equal(winners.length, 1, `exactly one of ${RACERS} succeeds: ${responses.map((response) => response.statusCode).join(' ')}`);
  for (const loser of responses.filter((response) => response.statusCode !== 200)) {
    assert.equal(loser.statusCode, 400);
    assert.equal(loser.json().error, 'invalid_grant');
  }
  return winners[0]!;
}

/** After the revocation is seen by each instance's data_version poll (the timer does it within a second). */
async function apiStatuses(accessToken: string): Promise<number[]> {
  await Promise.all([first.farm.dataChanges.poll(), second.farm.dataChanges.poll()]);
  return Promise.all(instances().map(async (app) => (await app.inject({ url: '/api/user', headers: bearer(accessToken) })).statusCode));
}

describe('one-time codes and refresh tokens sent many times at the same moment', () => {
  it(`exchanges an authorization code once when ${RACERS} requests race over two instances, and revokes what it gave`, async () => {
    const { code, verifier } = await authorizationCode(first, 'grower@myfarm.example');
    const winner = assertOneWinner(await race(codeExchange(code, verifier)));
    const { access_token: accessToken, refresh_token: refreshToken } = winner.json();
    // A code used twice means it leaked: what it gave is revoked (RFC 6749 §4.1.2), as for a replay after the fact.
    const refreshed = await tokenRequest(first, { grant_type: 'refresh_token', refresh_token: refreshToken });
    assert.equal(refreshed.json().error, 'invalid_grant');
    assert.deepEqual(await apiStatuses(accessToken), [401, 401]);
  });

  it(`refreshes with a refresh token once when ${RACERS} requests race over two instances, and cuts the session off`, async () => {
    const { refreshToken } = await signIn(first, 'grower@myfarm.example');
    const winner = assertOneWinner(await race({ grant_type: 'refresh_token', refresh_token: refreshToken }));
    const { access_token: accessToken, refresh_token: rotated } = winner.json();
    // Reuse detection: whoever holds the rotated token (the thief, perhaps) is signed out with everyone else.
    const next = await tokenRequest(second, { grant_type: 'refresh_token', refresh_token: rotated });
    assert.equal(next.statusCode, 400);
    assert.equal(next.json().error, 'invalid_grant');
    assert.deepEqual(await apiStatuses(accessToken), [401, 401]);
  });

  it('still refreshes one request after another, each rotated token once', async () => {
    const { refreshToken } = await signIn(second, 'lead@myfarm.example');
    let token = refreshToken;
    for (const app of [first, second, first]) {
      const response = await tokenRequest(app, { grant_type: 'refresh_token', refresh_token: token });
      assert.equal(response.statusCode, 200, response.body);
      token = response.json().refresh_token;
      assert.deepEqual(await apiStatuses(response.json().access_token), [200, 200]);
    }
  });
});
