import type { Db } from '../../db';

/** A key is the caller's: the same string from another user or account is another key. */
export interface IdempotencyScope {
  accountReference: string;
  userId: string;
  key: string;
}

export interface StoredAnswer {
  requestHash: string;
  statusCode: number;
  response: unknown;
}

/** The answer a finished request with this key was given; undefined while none has finished. */
export async function findAnswer(db: Db, scope: IdempotencyScope): Promise<StoredAnswer | undefined> {
  const row = await db
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'status_code', 'response'])
    .where('account_reference', '=', scope.accountReference)
    .where('user_id', '=', scope.userId)
    .where('key', '=', scope.key)
    .executeTakeFirst();
  // The status is written in the transaction that claimed the key, so a row anyone can see has one.
  if (!row || row.status_code === null) return undefined;
  return { requestHash: row.request_hash, statusCode: row.status_code, response: row.response };
}

/**
 * Claims the key for this transaction. A concurrent claim of the same key waits on the primary key until this
 * transaction ends: after a commit it finds the key taken (and answers what this one stored), after a rollback
 * it claims the key itself. That is what lets one key make one contract, on any number of instances.
 */
export async function claimKey(trx: Db, scope: IdempotencyScope, requestHash: string): Promise<boolean> {
  const claimed = await trx
    .insertInto('idempotency_keys')
    .values({ account_reference: scope.accountReference, user_id: scope.userId, key: scope.key, request_hash: requestHash })
    .onConflict((conflict) => conflict.doNothing())
    .returning('key')
    .executeTakeFirst();
  return claimed !== undefined;
}

export async function storeAnswer(trx: Db, scope: IdempotencyScope, statusCode: number, response: unknown): Promise<void> {
  await trx
    .updateTable('idempotency_keys')
    .set({ status_code: statusCode, response: JSON.stringify(response) })
    .where('account_reference', '=', scope.accountReference)
    .where('user_id', '=', scope.userId)
    .where('key', '=', scope.key)
    .execute();
}
