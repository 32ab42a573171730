import { type Kysely, sql } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * The market report (spec 2 §2, §7): staff write it in markdown; the sanitised HTML made from it on every write
 * is kept beside it, so a farmer's read renders nothing. A published report is never changed afterwards: it is the
 * record of what farmers were shown (docs/design-decisions.md).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('market_reports')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('markdown', 'text', (c) => c.notNull())
    .addColumn('html', 'text', (c) => c.notNull())
    .addColumn('tags', sql`text[]`, (c) => c.notNull().defaultTo(sql`array['marketreport']::text[]`))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('draft')
        .check(sql`status in ('draft', 'published')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .addColumn('published_at', 'timestamptz')
    .addColumn('published_by', 'text')
    // A report is published exactly when it has a publication time and author.
    .addCheckConstraint('market_reports_published_check', sql`(status = 'published') = (published_at is not null and published_by is not null)`)
    .execute();
  // What farmers read: the newest published report tagged marketreport, the first entry of this partial index.
  await sql`
    create index market_reports_latest_idx on market_reports (published_at desc, id desc)
    where status = 'published' and tags @> array['marketreport']::text[]
  `.execute(db);
  // The editor's history: every report, newest first.
  await sql`create index market_reports_history_idx on market_reports (created_at desc, id desc)`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('market_reports').execute();
}
