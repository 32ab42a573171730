import type { PriceAlert, PriceAlertCreateParsed, PriceAlertUpdateParsed } from '@farm/area-alerts/domain';
import { calendarDay, type Db } from '../../db';
import { alertWatchLevels, type WatchedRow } from './watch-keys';
import { watchEndsAt, type RowToWatch } from './watched-row';

const thresholds = (alert: Pick<PriceAlertUpdateParsed, 'targetPrice' | 'floorPrice' | 'risePercent' | 'fallPercent'>) => ({
  target: alert.targetPrice,
  floor: alert.floorPrice,
  rise: alert.risePercent,
  fall: alert.fallPercent,
});

/** What a farmer sets on an alert and may change later: its thresholds and where it is sent (only the chosen one). */
const thresholdsAndContact = (alert: PriceAlertUpdateParsed) => ({
  target_price: alert.targetPrice,
  floor_price: alert.floorPrice,
  rise_percent: alert.risePercent,
  fall_percent: alert.fallPercent,
  notification_type: alert.notificationType,
  email_address: alert.notificationType === 'email' ? alert.emailAddress : '',
  sms_number: alert.notificationType === 'sms' ? alert.smsNumber : '',
});

/** Replaces an alert's conditions with freshly armed ones: a changed threshold starts afresh. */
async function writeWatches(trx: Db, alertId: string, row: WatchedRow, alert: PriceAlertUpdateParsed, endsAt: Date): Promise<void> {
  await trx.deleteFrom('price_watches').where('alert_id', '=', alertId).execute();
  const levels = alertWatchLevels(row, thresholds(alert));
  if (levels.length > 0)
    await trx
      .insertInto('price_watches')
      .values(levels.map((level) => ({ ...level, alert_id: alertId, ends_at: endsAt })))
      .execute();
}

export interface AlertOwner {
  accountReference: string;
  userId: string;
}

export async function insertAlert(trx: Db, id: string, owner: AlertOwner, row: RowToWatch, alert: PriceAlertCreateParsed): Promise<void> {
  const endsAt = watchEndsAt(row.contractPeriod.to);
  await trx
    .insertInto('price_alerts')
    .values({
      id,
      account_reference: owner.accountReference,
      user_id: owner.userId,
      commodity_id: row.commodity.id,
      commodity_name: row.commodity.name,
      commodity_external_cdk_id: row.commodity.commodityExternalCdkId,
      sell_reference: alert.sellReference,
      farm_address_id: alert.farmAddressId,
      price_type: alert.priceType,
      contract_from: row.contractPeriod.from,
      contract_to: row.contractPeriod.to,
      contract_split: row.contractPeriod.isContractSplit,
      crop_year: row.contractPeriod.cropYear,
      futures_contract: row.futuresContract,
      delivery_month: row.deliveryMonth,
      ...thresholdsAndContact(alert),
      provisional_tonnage: alert.provisionalTonnage,
      ends_at: endsAt,
    })
    .execute();
  await writeWatches(trx, id, row, alert, endsAt);
}

/** Changes an alert's thresholds and contact; its conditions keep the row's offset but are armed afresh. */
export async function updateAlert(trx: Db, accountReference: string, id: string, alert: PriceAlertUpdateParsed, now: Date): Promise<boolean> {
  const current = await trx
    .selectFrom('price_alerts')
    .select(['futures_contract', 'delivery_month', 'ends_at'])
    .where('id', '=', id)
    .where('account_reference', '=', accountReference)
    .forUpdate()
    .executeTakeFirst();
  if (!current) return false;
  await trx
    .updateTable('price_alerts')
    .set({
      ...thresholdsAndContact(alert),
      updated_at: now,
    })
    .where('id', '=', id)
    .execute();
  // Every condition of an alert shares its row's offset.
  const watch = await trx.selectFrom('price_watches').select('offset_pence').where('alert_id', '=', id).executeTakeFirst();
  const row = { futuresContract: current.futures_contract, deliveryMonth: current.delivery_month, offsetPence: watch?.offset_pence ?? 0 };
  await writeWatches(trx, id, row, alert, current.ends_at);
  return true;
}

/** The account's alerts, newest first, or one of them; with whether a condition is cooling down. */
export async function readAlerts(db: Db, accountReference: string, now: Date, id?: string): Promise<PriceAlert[]> {
  let query = db
    .selectFrom('price_alerts as a')
    .select([
      'a.id',
      'a.commodity_name',
      'a.commodity_external_cdk_id',
      calendarDay('a.contract_from').as('contract_from'),
      calendarDay('a.contract_to').as('contract_to'),
      'a.contract_split',
      'a.crop_year',
      'a.target_price',
      'a.floor_price',
      'a.rise_percent',
      'a.fall_percent',
      'a.email_address',
      'a.sms_number',
      'a.notification_type',
      'a.provisional_tonnage',
      'a.farm_address_id',
      'a.price_type',
      'a.sell_reference',
      'a.ends_at',
      (eb) =>
        eb
          .selectFrom('price_watches as w')
          .whereRef('w.alert_id', '=', 'a.id')
          .select((w) => w.fn.max('w.last_fired_at').as('m'))
          .as('last_fired_at'),
      (eb) => eb.exists(eb.selectFrom('price_watches as w').whereRef('w.alert_id', '=', 'a.id').where('w.armed', '=', false).select('w.id')).as('cooling_down'),
    ])
    .where('a.account_reference', '=', accountReference)
    .orderBy('a.created_at', 'desc');
  if (id) query = query.where('a.id', '=', id);
  const rows = await query.execute();
  return rows.map((row) => ({
    triggerId: row.id,
    commodity: row.commodity_name,
    commodityExternalCdkId: row.commodity_external_cdk_id,
    contractStartDate: row.contract_from,
    contractEndDate: row.contract_to,
    contractPeriod: { from: row.contract_from, to: row.contract_to, cropYear: row.crop_year, isContractSplit: row.contract_split },
    targetPrice: Number(row.target_price),
    floorPrice: Number(row.floor_price),
    risePercent: Number(row.rise_percent),
    fallPercent: Number(row.fall_percent),
    emailAddress: row.email_address,
    smsNumber: row.sms_number,
    notificationType: row.notification_type,
    provisionalTonnage: row.provisional_tonnage,
    farmAddressId: row.farm_address_id,
    priceType: row.price_type,
    sellReference: row.sell_reference,
    lastFiredAt: row.last_fired_at ? new Date(row.last_fired_at).toISOString() : null,
    coolingDown: Boolean(row.cooling_down),
    expired: row.ends_at.getTime() <= now.getTime(),
  }));
}
