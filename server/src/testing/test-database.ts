import { randomBytes } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { createDatabase, createPgliteDatabase, migrateToLatest, type Db } from '../db';
import { prepareDatabase } from '../seeds';
import { loadServerKeys, loadThrottleKey } from '../security/server-keys';
import { TEST_PUBLIC_URL } from './test-public-url';

export interface TestDatabase {
  db: Db;
  /** The postgres:// URL of the fresh database, when running against PostgreSQL. */
  url: string | undefined;
  drop(): Promise<void>;
}

/** What a test file's database starts with: nothing, the latest schema, or that and the demo data as a start writes it. */
export type TestDatabaseContents = 'empty' | 'migrated' | 'demo';

/**
 * The folder where this test run keeps PGlite snapshots of a migrated and a demo database (scripts/run-node-tests.mjs
 * makes it for the run and removes it after). A file loads one in about a second instead of starting PGlite, migrating
 * and seeding (about five): most of an API test file's set-up. On PostgreSQL the run's template databases, named
 * after the folder, do the same.
 */
const SNAPSHOTS = process.env.TEST_DATABASE_SNAPSHOTS;
// Any constant works: the test files of one run take turns making a template.
const TEMPLATE_LOCK = 7_410_002;

/**
 * A fresh database for one test file: in-memory PGlite by default, or a new database on the PostgreSQL server of
 * DATABASE_URL (created here, dropped again by `drop`).
 */
export async function createTestDatabase(contents: TestDatabaseContents = 'empty'): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const db = await pgliteDatabase(contents);
    return { db, url: undefined, drop: () => db.destroy() };
  }
  const name = `test_${randomBytes(6).toString('hex')}`;
  const template = SNAPSHOTS && contents !== 'empty' ? await templateDatabase(serverUrl, contents) : undefined;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  } finally {
    await admin.end();
  }
  const url = databaseUrl(serverUrl, name);
  const db = await createDatabase({ databaseUrl: url });
  if (!template) await fill(db, contents);
  return {
    db,
    url,
    drop: async () => {
      await db.destroy();
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * Migrates, and seeds the demo data as a start with DEMO_DATA on does (the app applies its partner origins again).
 * The server's keys are made here too, as a first start makes them: a snapshot then carries them, and each test
 * file's app loads them instead of making an RSA key (about half a second a file).
 */
async function fill(db: Db, contents: TestDatabaseContents): Promise<void> {
  if (contents === 'empty') return;
  await migrateToLatest(db);
  if (contents === 'demo') await prepareDatabase(db, { demoData: true, demoPartnerOrigins: [new URL(TEST_PUBLIC_URL).origin] });
  await loadServerKeys(db);
  await loadThrottleKey(db);
}

const databaseUrl = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** The run's template database of the contents, made by the first file that asks (copying one takes a moment). */
async function templateDatabase(serverUrl: string, contents: Exclude<TestDatabaseContents, 'empty'>): Promise<string> {
  const run = path
    .basename(SNAPSHOTS!)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
  const template = `test_template_${contents}_${run}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    const found = await admin.query('select 1 from pg_database where datname = $1', [template]);
    if (found.rowCount === 0) {
      await admin.query(`create database ${template}`);
      const db = await createDatabase({ databaseUrl: databaseUrl(serverUrl, template) });
      try {
        await fill(db, contents);
      } finally {
        await db.destroy();
      }
    }
    return template;
  } finally {
    await admin.end();
  }
}

/** From the run's snapshot when there is one; else made here, and kept as the snapshot for the files after it. */
async function pgliteDatabase(contents: TestDatabaseContents): Promise<Db> {
  const snapshot = SNAPSHOTS && contents !== 'empty' ? path.join(SNAPSHOTS, `${contents}.tar`) : undefined;
  const saved = snapshot ? await readFile(snapshot).catch(() => undefined) : undefined;
  if (saved) return (await createPgliteDatabase('memory://', new Blob([saved]))).db;
  const { db, pglite } = await createPgliteDatabase('memory://');
  await fill(db, contents);
  if (snapshot) {
    // Two files may make it at once: each writes its own file and renames it into place, so a reader sees a whole one.
    const own = `${snapshot}.${process.pid}`;
    await writeFile(own, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
    await rename(own, snapshot);
  }
  return db;
}
