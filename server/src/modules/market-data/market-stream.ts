import type { ServerResponse } from 'node:http';
import { ApiError, type ApiApp } from '../../http';
import type { MarketFeed, StoredTick } from './market-feed';

/**
 * Proxies drop a connection that says nothing for a minute or so, and a page cannot tell a dead connection from a
 * quiet market: a `ping` event (not a comment, which pages never see) says both ends are still there.
 */
const HEARTBEAT_MS = 20_000;
/** How long a browser waits before reconnecting by itself (our client backs off further on repeated failures). */
const RETRY_MS = 2_000;
/** Open streams one instance serves; past it a client is told to come back later (and falls back to polling). */
const MAX_CLIENTS = 10_000;

const tickEvent = ({ seq, tick }: StoredTick) => `id: ${seq}\nevent: tick\ndata: ${JSON.stringify(tick)}\n\n`;

/**
 * GET /market/stream: every price tick as a server-sent event `tick`, the newest one first on connecting. Each
 * tick is serialised once and written to every open connection of this instance. It carries futures prices
 * only, no account's data, so it sits in the open public scope: the portal and partner embeds share it.
 */
export function marketStreamRoute(app: ApiApp, feed: MarketFeed): void {
  const clients = new Set<ServerResponse>();
  const unsubscribe = feed.subscribe((tick) => {
    const event = tickEvent(tick);
    for (const client of clients) client.write(event);
  });
  const heartbeat = setInterval(() => {
    for (const client of clients) client.write('event: ping\ndata: \n\n');
  }, HEARTBEAT_MS);
  heartbeat.unref();
  app.addHook('onClose', async () => {
    unsubscribe();
    clearInterval(heartbeat);
    for (const client of clients) client.end();
  });

  app.get(
    '/stream',
    { schema: { tags: ['market'], summary: 'Live futures prices as server-sent events (event `tick`, data: a market tick)' } },
    (request, reply) => {
      if (clients.size >= MAX_CLIENTS) throw new ApiError(503, 'STREAM_FULL', 'Live prices are busy. Prices will refresh on their own.');
      const raw = reply.raw;
      raw.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        // Tells nginx-style proxies not to buffer the stream.
        'x-accel-buffering': 'no',
      });
      raw.write(`retry: ${RETRY_MS}\n\n${tickEvent(feed.latest())}`);
      clients.add(raw);
      request.raw.on('close', () => clients.delete(raw));
      reply.hijack();
    },
  );
}
