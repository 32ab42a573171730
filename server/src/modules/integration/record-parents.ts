import type { Transaction } from 'kysely';
import type { Database } from '../../db';
import { RecordProblem } from './record-problem';

/** Why a record cannot be written yet or at all, in the words of one record's check and of a chunk's alike. */
export const parentProblems = {
  accountMissing: (reference: string) =>
    new RecordProblem('PARENT_MISSING', `Business account ${reference} is not there yet: send it (accounts:write) first, then this record again.`),
  contractMissing: (reference: string) =>
    new RecordProblem('PARENT_MISSING', `Contract ${reference} is not there yet: send it (contracts:write) first, then this record again.`),
  contractOfAnother: (reference: string, accountReference: string) =>
    new RecordProblem(
      'RULE_BROKEN',
      `Contract ${reference} belongs to another business account than ${accountReference}: a record goes on its own business's contract.`,
    ),
};

/**
 * A record stays with the business it first arrived for: the merchant's number names one contract, order, bill …
 * of one business, and a later version naming another is refused.
 */
export function keepBusiness(record: string, stored: { account_reference: string } | undefined, accountReference: string): void {
  if (stored && stored.account_reference !== accountReference)
    throw new RecordProblem('RULE_BROKEN', `${record} belongs to business account ${stored.account_reference}; it cannot move to another business.`);
}

/** The business accounts a record names must have arrived first (accounts:write); otherwise it is retried later. */
export async function requireAccount(trx: Transaction<Database>, ...references: string[]): Promise<void> {
  const known = await trx.selectFrom('accounts').select('reference').where('reference', 'in', references).execute();
  const missing = references.find((reference) => !known.some((row) => row.reference === reference));
  if (missing) throw parentProblems.accountMissing(missing);
}

/**
 * The contract a record is written against must have arrived first (contracts:write), and be the same business's:
 * a load's split or a sample goes on its own business's contract.
 */
export async function requireContractOf(trx: Transaction<Database>, contractReference: string, accountReference: string): Promise<void> {
  const contract = await trx.selectFrom('contracts').select('account_reference').where('reference', '=', contractReference).executeTakeFirst();
  if (!contract) throw parentProblems.contractMissing(contractReference);
  if (contract.account_reference !== accountReference) throw parentProblems.contractOfAnother(contractReference, accountReference);
}

/** The load (the merchant's `externalId`) of a business a record names must have arrived first (movements:write). */
export async function requireLoad(trx: Transaction<Database>, loadExternalId: string, accountReference: string) {
  const load = await trx
    .selectFrom('movements')
    .select(['id', 'product', 'movement_date', 'quantity', 'weighbridge', 'sample_id'])
    .where('external_id', '=', loadExternalId)
    .where('account_reference', '=', accountReference)
    .executeTakeFirst();
  if (!load)
    throw new RecordProblem(
      'PARENT_MISSING',
      `Load ${loadExternalId} of business account ${accountReference} is not there yet: send it (movements:write) first, then this record again.`,
    );
  return load;
}
