import { type Kysely, sql } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const emptyTextArray = sql`'{}'::text[]`;

/**
 * Partner websites that embed our widgets. The key is stored only as a SHA-256 hash (keys are long random
 * strings, so a slow hash buys nothing); origins are exact (`https://www.example.co.uk`), widgets are tags.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('partners')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('key_hash', 'text', (c) => c.notNull().unique())
    .addColumn('allowed_origins', sql`text[]`, (c) => c.notNull().defaultTo(emptyTextArray))
    .addColumn('allowed_widgets', sql`text[]`, (c) => c.notNull().defaultTo(emptyTextArray))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('disabled_at', 'timestamptz')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('partners').execute();
}
