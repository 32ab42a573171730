import { type Kysely, sql } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** Calculator data of the content service (spec 2 §3, §7): the Limus products and the wheat nitrogen guideline. */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('limus_products')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('product_name', 'text', (c) => c.notNull())
    .addColumn('specific_gravity', 'double precision', (c) => c.notNull())
    .addColumn('analysis_w_w_n', 'double precision', (c) => c.notNull())
    .addColumn('analysis_w_w_so3', 'double precision', (c) => c.notNull())
    .addColumn('analysis_w_v_n', 'double precision')
    .addColumn('analysis_w_v_so3', 'double precision')
    .addColumn('limus_perform_rate', 'double precision', (c) => c.notNull())
    .addColumn('company', 'text', (c) => c.notNull())
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by', 'text')
    .execute();

  // One row: the figure the Nmax guide starts from.
  await db.schema
    .createTable('wheat_nitrogen_guideline')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('guidelinefig', 'double precision', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by', 'text')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('wheat_nitrogen_guideline').execute();
  await db.schema.dropTable('limus_products').execute();
}
