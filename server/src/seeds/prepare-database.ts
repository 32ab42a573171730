import { sql, type Kysely } from 'kysely';
import { applyDemoPartner } from '../modules/partners';
import type { Db } from '../db';
import type { Database } from '../db/database';
import { DEMO_DATABASE, readSetting, REFERENCE_DATA, writeSetting } from './database-settings';
import { seedDemoData } from './demo-data';
import { findDemoSignIns } from './demo-sign-ins';
import { seedDemoIntegrationClient } from '../modules/integration';
import { REFERENCE_DATA_VERSION, seedReferenceData } from './reference-data';

// Any constant works; it only has to be the same for every instance that might start at the same moment.
const SEED_LOCK = 7_410_001;

export interface PrepareOptions {
  /** DEMO_DATA on (or forced): a new database gets the demo data, and a demo database may be used. */
  demoData: boolean;
  /** The demo partner's allowed origins (PUBLIC_URL's and EMBED_DEMO_ORIGINS), applied on every demo start. */
  demoPartnerOrigins: string[];
  now?: Date;
}

export type PrepareResult = 'demo-seeded' | 'demo-adopted' | 'demo' | 'real';

/** The database does not match DEMO_DATA; the server must not start on it. The message says what to do. */
export class DemoDataError extends Error {
  override readonly name = 'DemoDataError';
}

/**
 * Writes the starting content into a database that has none yet. Takes the seeding lock for the rest of the
 * transaction, so instances (and the command line) starting together take turns.
 */
export async function ensureReferenceData(trx: Kysely<Database>): Promise<void> {
  await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
  if (await readSetting(trx, REFERENCE_DATA)) return;
  await seedReferenceData(trx);
  await writeSetting(trx, REFERENCE_DATA, REFERENCE_DATA_VERSION);
}

const list = (items: string[]) => (items.length > 4 ? `${items.slice(0, 4).join(', ')} and ${items.length - 4} more` : items.join(', '));

/**
 * Run at every start, after the migrations, in one transaction that instances starting together take turns on:
 * writes the starting content into a new database, and makes sure demo data and the database agree.
 * - DEMO_DATA off: a demo database, or any other holding demo sign-ins (a server before this one seeded them into
 *   every new database, production ones included), is refused.
 * - DEMO_DATA on: a new database (no users) gets the demo data and is marked a demo database; one holding only
 *   the demo users (made by an older server) is marked as one; one with real users is refused.
 */
export async function prepareDatabase(db: Db, options: PrepareOptions): Promise<PrepareResult> {
  return db.transaction().execute(async (trx) => {
    await ensureReferenceData(trx);
    const isDemoDatabase = (await readSetting(trx, DEMO_DATABASE)) !== undefined;
    const found = await findDemoSignIns(trx);

    if (!options.demoData) {
      if (isDemoDatabase) {
        throw new DemoDataError(
          'This is a demo database: its demo users sign in with a published password. It is used only with DEMO_DATA=on. ' +
            'Start with DEMO_DATA=on to demonstrate MyFarm, or point DATABASE_URL (or DATA_DIR) at the real database.',
        );
      }
      if (found.users.length > 0 || found.partner || found.integrationClient) {
        const what = [
          found.users.length > 0 ? `demo users (${list(found.users)})` : '',
          found.partner ? 'the demo partner key' : '',
          found.integrationClient ? "the demo feed's integration client" : '',
        ].filter(Boolean);
        throw new DemoDataError(
          `This database is not a demo database, but it holds ${what.join(' and ')}, which anyone who has read the README can use. ` +
            'An older MyFarm server wrote them into every new database. Remove them with `npm run users -- remove-demo-data` ' +
            '(with PGlite, stop the server first), then start again.',
        );
      }
      return 'real';
    }

    let result: PrepareResult = 'demo';
    if (!isDemoDatabase) {
      if (found.otherUsers > 0) {
        throw new DemoDataError(
          `DEMO_DATA is on, but this database already has ${found.otherUsers} user(s) of its own and is not a demo database: ` +
            'demo data only goes into a new database. Start without DEMO_DATA to use this one, or give the demo a database ' +
            'of its own (DATA_DIR, or DATABASE_URL).',
        );
      }
      if (found.users.length === 0) {
        await seedDemoData(trx, options.now);
        result = 'demo-seeded';
      } else {
        result = 'demo-adopted';
      }
      await writeSetting(trx, DEMO_DATABASE, (options.now ?? new Date()).toISOString());
    }
    await applyDemoPartner(trx, options.demoPartnerOrigins);
    // A demo database made before the demo feed existed gets its client too.
    await seedDemoIntegrationClient(trx);
    return result;
  });
}
