import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDatabase, type Db } from '../db';

export interface TestDatabase {
  db: Db;
  /** The postgres:// URL of the fresh database, when running against PostgreSQL. */
  url: string | undefined;
  drop(): Promise<void>;
}

/**
 * A fresh, empty database for one test file: in-memory PGlite by default, or a new database on the PostgreSQL
 * server of DATABASE_URL (created here, dropped again by `drop`).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const db = await createDatabase({ pgliteDataDir: 'memory://' });
    return { db, url: undefined, drop: () => db.destroy() };
  }
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await createDatabase({ databaseUrl: url.toString() });
  return {
    db,
    url: url.toString(),
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
