import { type Kysely, sql } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * An integration client may get its tokens from the merchant's own identity platform (INTEGRATION_ISSUER) instead
 * of the embedded provider (issue 29): it is registered with its id there, and has no secret here.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('integration_clients').addColumn('issuer', 'text').addColumn('issuer_client_id', 'text').execute();
  await sql`alter table integration_clients alter column secret_hash drop not null`.execute(db);
  await sql`alter table integration_clients add constraint integration_clients_one_origin check ((issuer is null) = (issuer_client_id is null) and (issuer is null) = (secret_hash is not null))`.execute(
    db,
  );
  await db.schema.createIndex('integration_clients_issuer_client').unique().on('integration_clients').columns(['issuer', 'issuer_client_id']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.deleteFrom('integration_clients').where('issuer', 'is not', null).execute();
  await db.schema.dropIndex('integration_clients_issuer_client').execute();
  await sql`alter table integration_clients drop constraint integration_clients_one_origin`.execute(db);
  await sql`alter table integration_clients alter column secret_hash set not null`.execute(db);
  await db.schema.alterTable('integration_clients').dropColumn('issuer').dropColumn('issuer_client_id').execute();
}
