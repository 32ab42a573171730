import type { KyselyPlugin, PluginTransformResultArgs, QueryResult, UnknownRow } from 'kysely';
import type { Db } from '../db';

export interface QueryCounter {
  /** The database to give the app: every statement run through it is counted. */
  db: Db;
  /** Statements since the last reset. */
  readonly count: number;
  reset(): void;
}

/** Counts the SQL statements an app runs, so a test can say what a request costs the database. */
export function countQueries(db: Db): QueryCounter {
  let count = 0;
  const plugin: KyselyPlugin = {
    transformQuery: ({ node }) => node,
    // Called once per statement that ran, builder or raw `sql`; transformQuery also sees every subquery.
    transformResult: async ({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> => {
      count++;
      return result;
    },
  };
  return {
    db: db.withPlugin(plugin),
    get count() {
      return count;
    },
    reset: () => {
      count = 0;
    },
  };
}
