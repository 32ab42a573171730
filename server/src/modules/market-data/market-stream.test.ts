import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { marketTickSchema, type MarketTick } from '@farm/core/domain';
import { buildApp } from '../../app';
import { listenerOf } from '../../db';
import { createTestApp, type TestApp } from '../../testing';

const TICK_MS = 15_000;
const STREAMS_PER_ADDRESS = 2;
let now = Date.UTC(2026, 10, 24, 10, 0, 0);
// Two instances behind a load balancer: one database (PGlite here, PostgreSQL under DATABASE_URL), nothing else.
let first: TestApp;
let second: FastifyInstance;
let secondUrl: string;

before(async () => {
  first = await createTestApp({ STREAMS_PER_ADDRESS: String(STREAMS_PER_ADDRESS) }, { clock: () => now });
  second = await buildApp(first.config, { db: first.db, listen: listenerOf(first.db), logger: false, clock: () => now, marketTicks: false });
  secondUrl = await second.listen({ port: 0, host: '127.0.0.1' });
});
after(async () => {
  await second.close();
  await first.close();
});

/** Reads server-sent `tick` events from a stream until `until` is satisfied. */
async function readTicks(
  url: string,
  until: (ticks: MarketTick[]) => boolean,
  onOpen?: () => Promise<void>,
): Promise<{ ticks: MarketTick[]; headers: Headers }> {
  const controller = new AbortController();
  const response = await fetch(url, { signal: controller.signal, headers: { origin: 'https://partner.example' } });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const ticks: MarketTick[] = [];
  let buffer = '';
  let opened = false;
  try {
    while (!until(ticks)) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += value;
      const events = buffer.split('\n\n');
      buffer = events.pop()!;
      for (const event of events) {
        const data = event.split('\n').find((line) => line.startsWith('data: '));
        if (event.includes('event: tick') && data) ticks.push(marketTickSchema.parse(JSON.parse(data.slice(6))));
      }
      if (!opened && ticks.length > 0) {
        opened = true;
        await onOpen?.();
      }
    }
  } finally {
    controller.abort();
  }
  return { ticks, headers: response.headers };
}

describe('the market stream', () => {
  it('sends the newest tick on connecting, as an event-stream open to any origin', async () => {
    const { ticks, headers } = await readTicks(`${secondUrl}/api/public/market/stream`, (t) => t.length >= 1);
    assert.match(headers.get('content-type') ?? '', /^text\/event-stream/);
    assert.equal(headers.get('access-control-allow-origin'), '*');
    assert.ok(ticks[0]!.quotes.some((q) => q.contract === 'LIFFE-FEED-WHEAT'));
  });

  it('delivers a tick published by one instance to a client of the other', async () => {
    now += TICK_MS;
    const { ticks } = await readTicks(
      `${secondUrl}/api/public/market/stream`,
      (t) => t.some((tick) => tick.seq === Math.floor(now / TICK_MS)),
      async () => {
        assert.equal(await first.app.farm.market.feed.publish(now), true);
      },
    );
    const published = ticks.at(-1)!;
    assert.equal(published.seq, Math.floor(now / TICK_MS));
    assert.equal(second.farm.market.feed.latest().seq, published.seq);
  });

  it('publishes each tick once: the second instance making the same tick does not publish it again', async () => {
    now += TICK_MS;
    assert.equal(await first.app.farm.market.feed.publish(now), true);
    assert.equal(await second.farm.market.feed.publish(now), false);
    const rows = await first.db
      .selectFrom('market_ticks')
      .select('seq')
      .where('seq', '=', String(Math.floor(now / TICK_MS)))
      .execute();
    assert.equal(rows.length, 1);
  });

  it(`refuses a client address its ${STREAMS_PER_ADDRESS + 1}th open stream with 429, and lets it open one again once one has closed`, async () => {
    const url = `${secondUrl}/api/public/market/stream`;
    const serverSaw = streamClosesOn(second);
    const opened = await Promise.all(Array.from({ length: STREAMS_PER_ADDRESS }, () => openStream(url)));
    const openStreamsClosed = serverSaw.closes.slice(0, STREAMS_PER_ADDRESS);
    try {
      assert.deepEqual(
        opened.map((stream) => stream.status),
        Array<number>(STREAMS_PER_ADDRESS).fill(200),
      );
      const refused = await fetch(url);
      assert.equal(refused.status, 429);
      assert.ok(Number(refused.headers.get('retry-after')) > 0);
      assert.match(((await refused.json()) as { errorMessage: string }).errorMessage, /Too many live price streams from your address/);
      // The server counts a stream as gone once its connection has closed: wait for the server to see it close.
      await opened.pop()!.close();
      await Promise.race(openStreamsClosed);
      const again = await openStream(url);
      assert.equal(again.status, 200);
      await again.close();
    } finally {
      serverSaw.stop();
      await Promise.all(opened.map((stream) => stream.close()));
    }
  });
});

/**
 * A promise per market stream request the server receives, settled when the server sees that request close. The
 * listener is added on the server's 'request' event, so it runs before the route adds its own 'close' listener; its
 * promise settles after every listener of that 'close' has run, the route's count of open streams included.
 */
function streamClosesOn(app: FastifyInstance): { closes: Promise<void>[]; stop(): void } {
  const closes: Promise<void>[] = [];
  const track = (request: IncomingMessage) => {
    if (request.url?.startsWith('/api/public/market/stream')) closes.push(new Promise((resolve) => request.once('close', () => resolve())));
  };
  app.server.on('request', track);
  return { closes, stop: () => app.server.off('request', track) };
}

/** A stream held open until `close()`; resolves once its first bytes have come. */
async function openStream(url: string): Promise<{ status: number; close(): Promise<void> }> {
  const controller = new AbortController();
  const response = await fetch(url, { signal: controller.signal });
  if (response.status === 200) await response.body!.getReader().read();
  return {
    status: response.status,
    close: async () => controller.abort(),
  };
}
