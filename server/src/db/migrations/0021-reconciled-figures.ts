import { sql, type Kysely } from 'kysely';
import { refreshContractFigures } from '../contract-figures';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Figures that reconcile (issue 26): a contract keeps the sum of its price adjustments beside its gross, paid and
 * outstanding; an invoice and each of its lines, and a haulier self bill, carry their VAT; and a line's quantity keeps three decimals
 * (0.175 t is not 0.18 t), so its net is its quantity times its unit price to the penny. The figures of the
 * contracts already written are derived again, so an existing database reconciles too.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('contracts')
    .addColumn('value_adjustments', sql`numeric(12, 2)`, (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('invoices')
    .addColumn('vat_value', sql`numeric(12, 2)`, (c) => c.notNull().defaultTo(0))
    .execute();
  // A haulier self bill's total includes the VAT on the haulage (standard-rated).
  await db.schema
    .alterTable('haulier_self_bills')
    .addColumn('vat_value', sql`numeric(12, 2)`, (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('invoice_lines')
    .addColumn('vat_rate', sql`numeric(5, 2)`, (c) => c.notNull().defaultTo(0))
    .addColumn('vat_value', sql`numeric(12, 2)`, (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`alter table invoice_lines alter column no_of_units type numeric(14, 3)`.execute(db);
  const { rows } = await sql<{ account_reference: string }>`select distinct account_reference from contracts`.execute(db);
  await refreshContractFigures(
    db,
    rows.map((row) => row.account_reference),
  );
}

export async function down(db: AnyDb): Promise<void> {
  await sql`alter table invoice_lines alter column no_of_units type numeric(12, 2)`.execute(db);
  await db.schema.alterTable('invoice_lines').dropColumn('vat_rate').dropColumn('vat_value').execute();
  await db.schema.alterTable('invoices').dropColumn('vat_value').execute();
  await db.schema.alterTable('haulier_self_bills').dropColumn('vat_value').execute();
  await db.schema.alterTable('contracts').dropColumn('value_adjustments').execute();
}
