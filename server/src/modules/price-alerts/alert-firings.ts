import type { AlertCondition, AlertFiring } from '@farm/area-alerts/domain';
import type { ContractPeriod } from '@farm/core/domain';
import { calendarDay, type Db } from '../../db';

const LISTED = 100;

/** What a notification says of a firing: the alert's condition, its price row, and the numbers that crossed. */
export interface FiringFacts {
  condition: AlertCondition;
  commodity: string;
  contractPeriod: ContractPeriod;
  /** £/MT, or the day's change in percent for rise and fall. */
  value: number;
  threshold: number;
  /** The ex-farm price, £/MT. */
  price: number;
}

/** The columns of `alert_firings` behind its facts, under `alias` (the table's name when it has none). */
export const firingFactColumns = <A extends string>(alias: A) =>
  [
    `${alias}.condition`,
    `${alias}.commodity_name`,
    calendarDay(`${alias}.contract_from`).as('contract_from'),
    calendarDay(`${alias}.contract_to`).as('contract_to'),
    `${alias}.contract_split`,
    `${alias}.crop_year`,
    `${alias}.value`,
    `${alias}.threshold`,
    `${alias}.price`,
  ] as const;

interface FiringFactsRow {
  condition: AlertCondition;
  commodity_name: string;
  contract_from: string;
  contract_to: string;
  contract_split: boolean;
  crop_year: number;
  value: string | number;
  threshold: string | number;
  price: string | number;
}

export const toFiringFacts = (row: FiringFactsRow): FiringFacts => ({
  condition: row.condition,
  commodity: row.commodity_name,
  contractPeriod: { from: row.contract_from, to: row.contract_to, cropYear: row.crop_year, isContractSplit: row.contract_split },
  value: Number(row.value),
  threshold: Number(row.threshold),
  price: Number(row.price),
});

/**
 * The facts of a left-joined firing, or null when the row has none: a left join leaves every column of a missing
 * firing null, and those of one it found as the table has them.
 */
export const joinedFiringFacts = (row: { [K in keyof FiringFactsRow]: FiringFactsRow[K] | null }): FiringFacts | null =>
  row.condition === null ? null : toFiringFacts(row as FiringFactsRow);

/** One firing, with whose it is and the contact its alert notifies, for the job that sends it. */
export function readFiring(db: Db, firingId: string) {
  return db
    .selectFrom('alert_firings')
    .select([...firingFactColumns('alert_firings'), 'user_id', 'notification_type', 'contact'])
    .where('id', '=', firingId)
    .executeTakeFirst();
}

/** The account's newest firings: the alert history, which outlives a deleted alert. */
export async function readFirings(db: Db, accountReference: string): Promise<AlertFiring[]> {
  const rows = await db
    .selectFrom('alert_firings')
    .select([...firingFactColumns('alert_firings'), 'id', 'alert_id', 'fired_at', 'notification_type'])
    .where('account_reference', '=', accountReference)
    .orderBy('fired_at', 'desc')
    .orderBy('id', 'desc')
    .limit(LISTED)
    .execute();
  return rows.map((row) => ({
    id: String(row.id),
    triggerId: row.alert_id,
    firedAt: row.fired_at.toISOString(),
    ...toFiringFacts(row),
    notificationType: row.notification_type,
  }));
}
