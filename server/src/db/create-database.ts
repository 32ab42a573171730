import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { Database, Db } from './database';
import { registerPgListener, registerPgliteListener } from './notifications';

export interface DatabaseOptions {
  /** postgres:// URL; without it the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** Where PGlite keeps its files; `memory://` keeps everything in memory (tests). */
  pgliteDataDir?: string;
}

export async function createDatabase(options: DatabaseOptions): Promise<Db> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    registerPgListener(db, options.databaseUrl);
    return db;
  }
  return (await createPgliteDatabase(options.pgliteDataDir ?? 'memory://')).db;
}

/** PGlite in `dataDir` (`memory://` keeps it in memory), started from `loadDataDir` (a `dumpDataDir` tarball) when given. */
export async function createPgliteDatabase(dataDir: string, loadDataDir?: Blob): Promise<{ db: Db; pglite: PGlite }> {
  if (!dataDir.startsWith('memory://')) await mkdir(path.dirname(path.resolve(dataDir)), { recursive: true });
  // pg_trgm backs My Account's quick search (migration 0018), as it does on PostgreSQL.
  const pglite = await PGlite.create(dataDir, { extensions: { pg_trgm }, ...(loadDataDir ? { loadDataDir } : {}) });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  registerPgliteListener(db, pglite);
  return { db, pglite };
}
