import type { MarketTick } from '@farm/core/domain';
import { sql } from 'kysely';
import type { Db, Listen } from '../../db';
import type { MarketDataProvider, MarketSnapshot } from './market-provider';

const CHANNEL = 'market_tick';
/** Ticks kept in the table: an hour at the default 15 s, enough for any instance catching up. */
const KEPT_TICKS = 240;

export interface StoredTick {
  seq: number;
  snapshot: MarketSnapshot;
  /** What the stream sends: the snapshot without the closes and rates only the server prices with. */
  tick: MarketTick;
}

export interface MarketFeed {
  readonly provider: MarketDataProvider;
  /** The newest tick this instance knows. */
  latest(): StoredTick;
  /** Called with every new tick, from whichever instance published it. */
  subscribe(listener: (tick: StoredTick) => void): () => void;
  /** Makes the tick of a moment; true when this instance was the one to publish it. */
  publish(time: number): Promise<boolean>;
  /** Reads the newest stored tick now, rather than when its NOTIFY arrives: for work that a newer tick may have caused. */
  catchUp(): Promise<StoredTick>;
  stop(): Promise<void>;
}

export interface FeedOptions {
  db: Db;
  /** LISTEN on the same database (a pooled connection cannot hold one). */
  listen: Listen;
  provider: MarketDataProvider;
  tickSeconds: number;
  clock: () => number;
  /** Publish on every tick boundary (the server); tests publish themselves. */
  autoTick: boolean;
  onError: (error: unknown) => void;
  /** Runs in the transaction that stores a new tick, on the one instance that stored it. */
  onStored?: ((trx: Db, tick: StoredTick) => Promise<unknown>) | undefined;
}

const toTick = (seq: number, snapshot: MarketSnapshot): StoredTick => ({
  seq,
  snapshot,
  tick: {
    seq,
    at: snapshot.at,
    demo: snapshot.demo,
    quotes: snapshot.quotes.map(({ contract, deliveryMonth, price, priceGbp }) => ({ contract, deliveryMonth, price, priceGbp })),
    ...(snapshot.pricingVersion === undefined ? {} : { pricingVersion: snapshot.pricingVersion }),
  },
});

/**
 * Every instance makes each tick (the provider is asked at the same boundary), but the tick's number is the
 * table's primary key: one insert wins and its NOTIFY, sent on commit, reaches every instance's LISTEN, which
 * reads the stored tick and hands it to its stream clients. So all clients of all instances see the same ticks.
 */
export async function startMarketFeed({ db, listen, provider, tickSeconds, clock, autoTick, onError, onStored }: FeedOptions): Promise<MarketFeed> {
  const tickMs = tickSeconds * 1000;
  const seqAt = (time: number) => Math.floor(time / tickMs);
  const listeners = new Set<(tick: StoredTick) => void>();
  // Until the first stored tick arrives, prices come from the provider directly.
  let current = toTick(seqAt(clock()), provider.snapshot(clock()));
  let stored = false;

  const accept = (next: StoredTick) => {
    if (next.seq < current.seq || (stored && next.seq === current.seq)) return;
    current = next;
    stored = true;
    for (const listener of listeners) listener(next);
  };

  const readNewest = async () => {
    const row = await db.selectFrom('market_ticks').select(['seq', 'payload']).orderBy('seq', 'desc').limit(1).executeTakeFirst();
    if (row) accept(toTick(Number(row.seq), row.payload as MarketSnapshot));
  };

  const publish = async (time: number) => {
    const seq = seqAt(time);
    let snapshot = provider.snapshot(time);
    const madeHere = await db.transaction().execute(async (trx) => {
      // A price sheet row that has expired goes with the first tick after it, which then carries the new pricing
      // version; looked for first, so a tick without one writes nothing there.
      const expired = await trx.selectFrom('manual_prices').select('external_id').where('expires_at', '<=', new Date(time)).limit(1).executeTakeFirst();
      if (expired) await trx.deleteFrom('manual_prices').where('expires_at', '<=', new Date(time)).execute();
      // What the price desk had set when the tick was made: pages priced under another version fetch again.
      const pricing = await trx.selectFrom('pricing_version').select('version').where('id', '=', 1).executeTakeFirstOrThrow();
      snapshot = { ...snapshot, pricingVersion: Number(pricing.version) };
      const inserted = await trx
        .insertInto('market_ticks')
        .values({ seq, at: new Date(snapshot.at), payload: JSON.stringify(snapshot) })
        .onConflict((oc) => oc.column('seq').doNothing())
        .returning('seq')
        .executeTakeFirst();
      if (!inserted) return false;
      await onStored?.(trx, toTick(seq, snapshot));
      await trx
        .deleteFrom('market_ticks')
        .where('seq', '<', String(seq - KEPT_TICKS))
        .execute();
      await sql`select pg_notify(${CHANNEL}, ${String(seq)})`.execute(trx);
      return true;
    });
    // The instance that stored the tick prices at it from the commit on, not from when its own NOTIFY comes back.
    if (madeHere) accept(toTick(seq, snapshot));
    return madeHere;
  };

  // An empty payload means the listening connection was re-made: catch up on what may have been missed.
  const stopListening = await listen(CHANNEL, () => void readNewest().catch(onError));
  await readNewest();

  let timer: NodeJS.Timeout | undefined;
  const schedule = () => {
    const now = clock();
    timer = setTimeout(
      () => {
        publish(clock()).catch(onError);
        schedule();
      },
      tickMs - (now % tickMs) + 5,
    );
    timer.unref();
  };
  if (autoTick) {
    await publish(clock()).catch(onError);
    schedule();
  }

  return {
    provider,
    latest: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    publish,
    async catchUp() {
      await readNewest();
      return current;
    },
    async stop() {
      clearTimeout(timer);
      listeners.clear();
      await stopListening();
    },
  };
}
