import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../app';
import { loadConfig, type Config } from '../config';
import { listenerOf, type Db } from '../db';
import { createMailer, type Mailer } from '../mail';
import type { SalePricing } from '../modules/market-data';
import { recordingMailer, type RecordingMailer } from './recording-mailer';
import { countQueries, type QueryCounter } from './query-counter';
import { createTestDatabase } from './test-database';
import { TEST_PUBLIC_URL } from './test-public-url';

export { TEST_PUBLIC_URL } from './test-public-url';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  /** Every e-mail the app sends, counted, on its way to `options.mailer` or the outbox. */
  mail: RecordingMailer;
  /** With `queries: true`: the statements the app made since it started (the test's own use of `db` is not counted). */
  queries: QueryCounter | undefined;
  close(): Promise<void>;
}

/**
 * Builds the whole server on a fresh database, as `main` does but without listening; requests go through
 * `app.inject`. One per test file: PGlite takes seconds to start.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { mailer?: Mailer; clock?: () => number; queries?: boolean; marketTicks?: boolean; salePricing?: SalePricing; outbox?: BuildOptions['outbox'] } = {},
): Promise<TestApp> {
  const staticDir = env.STATIC_DIR ?? (await mkdtemp(path.join(tmpdir(), 'farm-static-')));
  // Its own data folder, so the outbox mailer's e-mails stay with this test file.
  const dataDir = await mkdtemp(path.join(tmpdir(), 'farm-data-'));
  const config = loadConfig({
    PUBLIC_URL: TEST_PUBLIC_URL,
    LOG_LEVEL: 'silent',
    STATIC_DIR: staticDir,
    DATA_DIR: dataDir,
    // The API tests use the demo users and businesses; a test of a real start passes DEMO_DATA: 'off'.
    DEMO_DATA: 'on',
    ...env,
  });
  // The app migrates and seeds it again at its start, finding nothing to do.
  const testDb = await createTestDatabase(config.demoData.enabled ? 'demo' : 'migrated');
  const mail = recordingMailer(options.mailer ?? createMailer(config.mail));
  const queries = options.queries ? countQueries(testDb.db) : undefined;
  const app = await buildApp(config, {
    db: queries?.db ?? testDb.db,
    logger: false,
    mailer: mail,
    clock: options.clock,
    listen: listenerOf(testDb.db),
    marketTicks: options.marketTicks ?? false,
    salePricing: options.salePricing,
    outbox: options.outbox,
    // Counting statements: no poll of data_version may land in a count (the test calls dataChanges.poll()).
    ...(options.queries ? { dataVersionPollMs: 24 * 3600_000 } : {}),
  });
  queries?.reset();
  return {
    app,
    db: testDb.db,
    config,
    mail,
    queries,
    close: async () => {
      await app.close();
      await testDb.drop();
      if (!env.STATIC_DIR) await rm(staticDir, { recursive: true, force: true });
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
