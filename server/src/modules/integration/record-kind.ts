import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Database } from '../../db';
import type { Mailer } from '../../mail';
import type { IntegrationScope } from './integration-scopes';
import type { RecordProblem } from './record-problem';

/** What a record may need beyond its transaction: an account's lead user is invited by e-mail. */
export interface RecordServices {
  config: Config;
  mailer: Mailer;
}

/** What a record is written with: the services, and the integration client that sent it. */
export interface RecordContext extends RecordServices {
  clientId: string;
}

/** One kind of record the integration API takes (`movement` …): its rule, the scope it needs, and how it is written. */
export interface RecordKind<T> {
  kind: string;
  scope: IntegrationScope;
  /**
   * Where it comes in a batch: a batch is written parents first (accounts, contracts, then movements …), so its
   * records may come in any order.
   */
  rank: number;
  schema: z.ZodType<T>;
  /** Written in a transaction of its own, not with other records: it does what no rollback undoes (an e-mail). */
  ownTransaction?: boolean;
  /**
   * Writes the record's rows in the record's transaction, throwing a RecordProblem for anything it cannot write.
   * Returns the business accounts whose figures follow from what it wrote.
   */
  apply(trx: Transaction<Database>, externalId: string, data: T, context: RecordContext): Promise<string[]>;
  /**
   * The same for a chunk of records, in a few statements, for kinds that arrive by the hundred thousand (loads):
   * `check` finds each record's problem (or none) before anything is written, `apply` writes those that pass and
   * whose version is new, as `apply` would one by one. A chunk whose statements fail is written again one by one.
   */
  bulk?: {
    check(trx: Transaction<Database>, records: readonly T[]): Promise<(RecordProblem | undefined)[]>;
    apply(trx: Transaction<Database>, records: readonly { externalId: string; data: T }[], context: RecordContext): Promise<string[]>;
  };
}
