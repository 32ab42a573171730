import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db, OutboxKind } from '../../db';

export interface OutboxJob {
  id: string;
  kind: OutboxKind;
  firingId: string | null;
  offerId: string | null;
  notificationId: string | null;
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

  const lease = sql<Date>`now() + make_interval(secs => ${leaseMs / 1000})`;
  const claim = async (token: string): Promise<OutboxJob[]> => {
    const { rows } = await sql<{
      id: string;
      kind: OutboxKind;
      firing_id: string | null;
      offer_id: string | null;
      notification_id: string | null;
      attempts: number;
    }>`
      update outbox o
         set lease_until = ${lease}, claimed_by = ${token}, attempts = o.attempts + 1
       where o.id in (
         select id from outbox
          where sent_at is null and attempts < ${MAX_ATTEMPTS} and (lease_until is null or lease_until < now())
          order by id limit ${BATCH}
          for update skip locked)
      returning o.id, o.kind, o.firing_id, o.offer_id, o.notification_id, o.attempts`.execute(db);
    return rows
      .map((row) => ({
        id: String(row.id),
        kind: row.kind,
        firingId: row.firing_id && String(row.firing_id),
        offerId: row.offer_id,
        notificationId: row.notification_id && String(row.notification_id),
        attempts: row.attempts,
      }))
      .sort((a, b) => Number(a.id) - Number(b.id));
  };

  /**
   * A job is worked only while its claim still holds: the lease is renewed just before, so a batch that took
   * longer than a lease does not send what another instance took over meanwhile; and it is marked done only
   * under that claim, so a worker that lost it rolls its work back (a fill) rather than record it twice.
   */
  const work = async (job: OutboxJob, token: string) => {
    const renewed = await db
      .updateTable('outbox')
      .set({ lease_until: lease })
      .where('id', '=', job.id)
      .where('claimed_by', '=', token)
      .where('sent_at', 'is', null)
      .executeTakeFirst();
    if (renewed.numUpdatedRows === 0n) return;
    const markSent = async (on: Db) => {
      const marked = await on
        .updateTable('outbox')
        .set({ sent_at: new Date(), lease_until: null, last_error: null })
        .where('id', '=', job.id)
        .where('claimed_by', '=', token)
        .executeTakeFirst();
      if (marked.numUpdatedRows === 0n) throw new Error(`Outbox job ${job.id} was taken over before it was marked done.`);
    };
    try {
      await handlers[job.kind](job, markSent);
    } catch (error) {
      onError(error, job);
      await db
        .updateTable('outbox')
        .set({
          last_error: String(error instanceof Error ? error.message : error).slice(0, 500),
          lease_until: sql`now() + make_interval(secs => ${retryDelayMs(job.attempts) / 1000})`,
        })
        .where('id', '=', job.id)
        .where('claimed_by', '=', token)
        .execute()
        .catch(onError);
    }
  };

  const runOnce = async () => {
    // A stopped worker claims nothing: a claim it would not work leaves its jobs idle until the lease runs out.
    while (!stopped) {
      const token = randomUUID();
      const jobs = await claim(token);
      if (jobs.length === 0) return;
      for (const job of jobs) {
        if (stopped) return;
        await work(job, token);
      }
    }
  };

  const drain = (): Promise<void> => {
    if (stopped) return Promise.resolve();
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
