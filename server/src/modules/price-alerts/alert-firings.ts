import type { AlertFiring } from '@farm/core/domain';
import { calendarDay, type Db } from '../../db';

const LISTED = 100;

/** The account's newest firings: the alert history, which outlives a deleted alert. */
export async function readFirings(db: Db, accountReference: string): Promise<AlertFiring[]> {
  const rows = await db
    .selectFrom('alert_firings')
    .select([
      'id',
      'alert_id',
      'fired_at',
      'condition',
      'commodity_name',
      calendarDay('contract_from').as('contract_from'),
      calendarDay('contract_to').as('contract_to'),
      'contract_split',
      'crop_year',
      'value',
      'threshold',
      'price',
      'notification_type',
    ])
    .where('account_reference', '=', accountReference)
    .orderBy('fired_at', 'desc')
    .orderBy('id', 'desc')
    .limit(LISTED)
    .execute();
  return rows.map((row) => ({
    id: String(row.id),
    triggerId: row.alert_id,
    firedAt: row.fired_at.toISOString(),
    condition: row.condition,
    commodity: row.commodity_name,
    contractPeriod: { from: row.contract_from, to: row.contract_to, cropYear: row.crop_year, isContractSplit: row.contract_split },
    value: Number(row.value),
    threshold: Number(row.threshold),
    price: Number(row.price),
    notificationType: row.notification_type,
  }));
}
