import { type Kysely, sql } from 'kysely';

// Migrations take Kysely<any> on purpose: they must keep working after the typed schema moves on.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * The content service (spec 1 §7): release notes, legal pages, planned downtime (app-wide and per tile),
 * the dashboard video and menus; plus what each user has seen of the release notes and their terms
 * acceptances.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('release_notes')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('release_date', 'timestamptz', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by', 'text')
    .execute();
  // Every read is "newest first", optionally within a date range.
  await sql`create index release_notes_date_idx on release_notes (release_date desc, id desc)`.execute(db);

  await db.schema
    .createTable('legal_pages')
    .addColumn('slug', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by', 'text')
    .execute();

  // App-wide planned downtime, one row per application (spec 1 §3 "Downtime").
  await db.schema
    .createTable('app_downtimes')
    .addColumn('app_name', 'text', (c) => c.primaryKey())
    .addColumn('show_downtime', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('start_at', 'timestamptz', (c) => c.notNull())
    .addColumn('end_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by', 'text')
    .addCheckConstraint('app_downtimes_window_check', sql`end_at > start_at`)
    .execute();

  // Per-tile planned downtime (spec 1 §3 "maintenance config": tileName, start, end, text).
  await db.schema
    .createTable('tile_maintenance')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('tile_name', 'text', (c) => c.notNull())
    .addColumn('start_at', 'timestamptz', (c) => c.notNull())
    .addColumn('end_at', 'timestamptz', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_by', 'text')
    .addCheckConstraint('tile_maintenance_window_check', sql`end_at > start_at`)
    .execute();
  await db.schema.createIndex('tile_maintenance_end_idx').on('tile_maintenance').column('end_at').execute();

  await db.schema
    .createTable('video_configs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('api_key', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('channel_id', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('current_video_id', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('show_video', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by', 'text')
    .execute();

  await db.schema
    .createTable('dashboard_menus')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('menu', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('href', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull().check(sql`target in ('_self', '_blank')`))
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('release_note_states')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('last_seen_at', 'timestamptz')
    .addColumn('popup_release_id', 'uuid')
    .addColumn('popup_shown_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('terms_acceptances')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('accepted_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('terms_acceptances_pkey', ['user_id', 'version'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of [
    'terms_acceptances',
    'release_note_states',
    'dashboard_menus',
    'video_configs',
    'tile_maintenance',
    'app_downtimes',
    'legal_pages',
    'release_notes',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
