import { sql } from 'kysely';
import type { Db, OutboxKind } from '../../db';

export interface OutboxJob {
  id: string;
  kind: OutboxKind;
  firingId: string | null;
  offerId: string | null;
  attempts: number;
}

/**
 * Does one job. It calls `markSent` once the work is done: right after a message is handed over, or inside the
 * transaction that does the work (a fill), so the work and its record commit together.
 */
export type OutboxHandler = (job: OutboxJob, markSent: (db: Db) => Promise<void>) => Promise<void>;

export interface OutboxWorkerOptions {
  db: Db;
  handlers: Record<OutboxKind, OutboxHandler>;
  /** How long a claimed job is this instance's; past it, another instance (or this one, restarted) takes it. */
  leaseMs: number;
  /** How often to look for jobs nobody woke us for: a lease that ran out, a retry that is due. */
  pollMs: number;
  onError: (error: unknown, job?: OutboxJob) => void;
}

export interface OutboxWorker {
  /** Works through every job that is due now; resolves when none is left (calls while running run once more after). */
  drain(): Promise<void>;
  stop(): Promise<void>;
}

const BATCH = 50;
const MAX_ATTEMPTS = 10;
/** A failed job waits longer after each try: 5 s, 10 s, 20 s ... at most an hour. */
const retryDelayMs = (attempts: number) => Math.min(5_000 * 2 ** (attempts - 1), 3_600_000);

/**
 * The outbox: messages and fills written in the transaction that decided them, and done here, at least once and
 * never again once done. A job is claimed under a lease (FOR UPDATE SKIP LOCKED, so instances split the work
 * without waiting on each other), worked, then marked sent. An instance that dies between claim and mark leaves
 * the job to be claimed again when its lease runs out.
 */
export function startOutboxWorker({ db, handlers, leaseMs, pollMs, onError }: OutboxWorkerOptions): OutboxWorker {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  const claim = async (): Promise<OutboxJob[]> => {
    const { rows } = await sql<{ id: string; kind: OutboxKind; firing_id: string | null; offer_id: string | null; attempts: number }>`
      update outbox o
         set lease_until = now() + make_interval(secs => ${leaseMs / 1000}), attempts = o.attempts + 1
       where o.id in (
         select id from outbox
          where sent_at is null and attempts < ${MAX_ATTEMPTS} and (lease_until is null or lease_until < now())
          order by id limit ${BATCH}
          for update skip locked)
      returning o.id, o.kind, o.firing_id, o.offer_id, o.attempts`.execute(db);
    return rows.map((row) => ({ id: String(row.id), kind: row.kind, firingId: row.firing_id && String(row.firing_id), offerId: row.offer_id, attempts: row.attempts })).sort((a, b) => Number(a.id) - Number(b.id));
  };

  const work = async (job: OutboxJob) => {
    const markSent = async (on: Db) => {
      await on.updateTable('outbox').set({ sent_at: new Date(), lease_until: null, last_error: null }).where('id', '=', job.id).execute();
    };
    try {
      await handlers[job.kind](job, markSent);
    } catch (error) {
      onError(error, job);
      await db
        .updateTable('outbox')
        .set({ last_error: String(error instanceof Error ? error.message : error).slice(0, 500), lease_until: sql`now() + make_interval(secs => ${retryDelayMs(job.attempts) / 1000})` })
        .where('id', '=', job.id)
        .execute()
        .catch(onError);
    }
  };

  const runOnce = async () => {
    for (let jobs = await claim(); jobs.length > 0 && !stopped; jobs = await claim()) {
      for (const job of jobs) {
        if (stopped) return;
        await work(job);
      }
    }
  };

  const drain = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await runOnce().catch((error: unknown) => onError(error));
      } while (again && !stopped);
    })().finally(() => {
      running = undefined;
    });
    return running;
  };

  const timer = setInterval(() => void drain(), pollMs);
  timer.unref();

  return {
    drain,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
