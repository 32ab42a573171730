import type { ServerResponse } from 'node:http';
import { errorEnvelopeSchema } from '@farm/core/domain';
import { z } from 'zod';
import type { Config } from '../../config';
import { ApiError, type ApiApp } from '../../http';
import { clientAddressKey } from '../../throttle';
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
/** When a refused client may try again: a tick's worth of polling later. */
const RETRY_AFTER_SECONDS = 30;

const streamsFull = (message: string) => new ApiError(429, 'STREAM_FULL', message);

const tickEvent = ({ seq, tick }: StoredTick) => `id: ${seq}\nevent: tick\ndata: ${JSON.stringify(tick)}\n\n`;

/**
 * GET /market/stream: every price tick as a server-sent event `tick`, the newest one first on connecting. Each
 * tick is serialised once and written to every open connection of this instance. It carries futures prices
 * only, no account's data, so it sits in the open public scope: the portal and partner embeds share it.
 */
export function marketStreamRoute(app: ApiApp, feed: MarketFeed, config: Pick<Config, 'embed'>): void {
  const clients = new Set<ServerResponse>();
  // Open streams per client address (TRUST_PROXY says which that is), so one address cannot hold them all.
  const perAddress = new Map<string, number>();
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
    {
      schema: {
        operationId: 'streamMarketTicks',
        tags: ['market'],
        summary: 'Live futures prices as server-sent events (event `tick`, data: a market tick)',
        response: { 200: z.string().describe('A text/event-stream: a `tick` event (data: a market tick) on every price tick'), 429: errorEnvelopeSchema },
      },
    },
    (request, reply) => {
      const address = clientAddressKey(request.ip);
      const open = perAddress.get(address) ?? 0;
      if (clients.size >= MAX_CLIENTS || open >= config.embed.streamsPerAddress) {
        reply.header('retry-after', String(RETRY_AFTER_SECONDS));
        throw streamsFull(
          clients.size >= MAX_CLIENTS
            ? 'Live prices are busy. Prices will refresh on their own.'
            : `Too many live price streams from your address (at most ${config.embed.streamsPerAddress}). Prices will refresh on their own.`,
        );
      }
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
      perAddress.set(address, open + 1);
      request.raw.on('close', () => {
        clients.delete(raw);
        const left = (perAddress.get(address) ?? 1) - 1;
        if (left > 0) perAddress.set(address, left);
        else perAddress.delete(address);
      });
      reply.hijack();
    },
  );
}
