import { sql } from 'kysely';
import { errors, type Adapter, type AdapterPayload } from 'oidc-provider';
import type { Db } from '../db';
import { containsMalformedText } from '../http';
import { integrationClientAdapter } from './integration-clients';
import { listRevokedGrant, revokeGrant } from './revoke-grant';

export interface DbAdapterOptions {
  /** How long an access token lives: a revoked grant stays listed that long (revoke-grant.ts). */
  accessTokenTtlSeconds: number;
}

/**
 * Stores oidc-provider's sessions, interactions, grants, codes and tokens in the shared database instead of the
 * provider's in-memory default, so any instance can continue a sign-in another instance started, and a restart
 * does not sign everyone out.
 */
export function createDbAdapterFactory(db: Db, options: DbAdapterOptions): (model: string) => Adapter {
  // The provider asks its adapter for clients it was not configured with: the merchant's integration clients.
  return (model: string) => (model === 'Client' ? integrationClientAdapter(db) : new DbAdapter(db, model, options));
}

class DbAdapter implements Adapter {
  constructor(
    private readonly db: Db,
    private readonly model: string,
    private readonly options: DbAdapterOptions,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn: number | undefined): Promise<void> {
    const expiresAt = typeof expiresIn === 'number' ? new Date(Date.now() + expiresIn * 1000) : null;
    const row = {
      payload: JSON.stringify(payload),
      grant_id: payload.grantId ?? null,
      user_code: payload.userCode ?? null,
      uid: payload.uid ?? null,
      expires_at: expiresAt,
    };
    await this.db
      .insertInto('oidc_payloads')
      .values({ model: this.model, id, ...row, consumed_at: null })
      .onConflict((oc) => oc.columns(['model', 'id']).doUpdateSet(row))
      .execute();
    // Expired rows are harmless (every read filters them) but would pile up; sweep now and then.
    if (Math.random() < 0.01) await this.pruneExpired();
  }

  find(id: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('id', id);
  }

  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('uid', uid);
  }

  findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('user_code', userCode);
  }

  /**
   * The provider asks "used?" and then calls this, so two requests with one code or refresh token can both pass
   * the question. Only one of them marks the row; the other is answered as a replay is: `invalid_grant`, and
   * everything issued under the grant revoked (RFC 6749 §4.1.2 for codes, reuse detection for refresh tokens).
   */
  async consume(id: string): Promise<void> {
    const { numUpdatedRows } = await this.db
      .updateTable('oidc_payloads')
      .set({ consumed_at: new Date() })
      .where('model', '=', this.model)
      .where('id', '=', id)
      .where('consumed_at', 'is', null)
      .executeTakeFirstOrThrow();
    if (numUpdatedRows > 0n) return;
    const row = await this.db.selectFrom('oidc_payloads').select('grant_id').where('model', '=', this.model).where('id', '=', id).executeTakeFirst();
    if (row?.grant_id) await revokeGrant(this.db, row.grant_id, this.options.accessTokenTtlSeconds);
    throw new errors.InvalidGrant(`${this.model} already used`);
  }

  async destroy(id: string): Promise<void> {
    // The provider destroys a grant only to revoke it (sign-out, a revoked refresh token, a replayed code or
    // refresh token); its codes and tokens go through revokeByGrantId beside this.
    if (this.model === 'Grant') {
      await this.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('oidc_payloads').where('model', '=', this.model).where('id', '=', id).execute();
        await listRevokedGrant(trx, id, this.options.accessTokenTtlSeconds);
      });
      return;
    }
    await this.db.deleteFrom('oidc_payloads').where('model', '=', this.model).where('id', '=', id).execute();
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    // A grant's codes and tokens live under several models; revoking the grant removes them all.
    await this.db.deleteFrom('oidc_payloads').where('grant_id', '=', grantId).execute();
  }

  private async findWhere(column: 'id' | 'uid' | 'user_code', value: string): Promise<AdapterPayload | undefined> {
    // No stored id can hold such text, and PostgreSQL would refuse the lookup with an error (the edge refuses
    // these requests already; this keeps any other way in from becoming a 500).
    if (typeof value !== 'string' || containsMalformedText(value)) return undefined;
    const row = await this.db
      .selectFrom('oidc_payloads')
      .select(['payload', 'consumed_at'])
      .where('model', '=', this.model)
      .where(column, '=', value)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', sql<Date>`now()`)]))
      .executeTakeFirst();
    if (!row) return undefined;
    const payload = row.payload as AdapterPayload;
    return row.consumed_at ? { ...payload, consumed: Math.floor(new Date(row.consumed_at).getTime() / 1000) } : payload;
  }

  private async pruneExpired(): Promise<void> {
    await this.db
      .deleteFrom('oidc_payloads')
      .where('expires_at', '<', sql<Date>`now() - interval '1 hour'`)
      .execute();
  }
}
