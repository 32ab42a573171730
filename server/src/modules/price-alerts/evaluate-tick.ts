import { ALERT_COOL_DOWN_HOURS } from '@farm/area-alerts/domain';
import { sql } from 'kysely';
import type { Db } from '../../db';
import type { MarketSnapshot } from '../market-data';
import { tickValues } from './watch-keys';

export interface TickToEvaluate {
  seq: number;
  snapshot: MarketSnapshot;
  now: Date;
  /** Standing offers only fill within trading times; alerts fire at any hour. */
  tradingOpen: boolean;
}

export interface TickOutcome {
  fired: number;
  rearmed: number;
}

/**
 * Runs inside the transaction that stores a tick, so exactly one instance evaluates each tick, and its firings,
 * notifications and outbox rows commit with the tick or not at all. Two statements, each a join of the tick's
 * values (a few dozen keys, passed as arrays) with the watches' partial indexes: first the cooled-down conditions
 * re-arm, then every armed condition the tick crosses fires, writing its history row, its bell entry and the
 * message to send in the same statement. No alert is looked at in JavaScript.
 */
export async function evaluateTick(trx: Db, { seq, snapshot, now, tradingOpen }: TickToEvaluate): Promise<TickOutcome> {
  const { keys, values, futuresPence } = tickValues(snapshot);
  // The plan's cost is a guess at the tick's values (a third of the watches); PostgreSQL's JIT would spend
  // tens of milliseconds compiling for rows that never come.
  await sql`set local jit = off`.execute(trx);
  const tick = sql`select * from unnest(${keys}::text[], ${values}::int[], ${futuresPence}::int[]) as m(key, v, futures)`;

  const rearmed = await sql`
    update price_watches w
       set armed = true, rearm_level = null, rearm_after = null
      from (${tick}) m
     where not w.armed and w.watch_key = m.key and (m.v <= w.rearm_level or w.rearm_after <= ${now})`.execute(trx);

  const fired = await sql<{ fired: number }>`
    with m as (${tick}),
    crossed as (
      -- Lateral, and kept apart by 'offset 0', so each key is one range scan of the armed index: the planner
      -- cannot know the tick's values and would otherwise read every watch into a hash join.
      select hit.id, m.v, m.futures
        from m cross join lateral (
          select x.id from price_watches x
           where x.armed and x.watch_key = m.key and x.fire_level <= m.v and x.ends_at > ${now}
             and (x.offer_id is null or ${tradingOpen})
           offset 0) hit
    ),
    fired as (
      update price_watches w
         set armed = false,
             rearm_level = w.fire_level - w.rearm_margin,
             rearm_after = case when w.offer_id is null then ${now}::timestamptz + make_interval(hours => ${ALERT_COOL_DOWN_HOURS}) end,
             last_fired_at = ${now}
        from crossed c
       where w.id = c.id
      returning w.alert_id, w.offer_id, w.condition, c.v, c.futures + w.offset_pence as price_pence
    ),
    firings as (
      insert into alert_firings (alert_id, account_reference, user_id, condition, fired_at, tick_seq, price, value, threshold,
                                 commodity_name, contract_from, contract_to, contract_split, crop_year, notification_type, contact)
      select a.id, a.account_reference, a.user_id, f.condition, ${now}, ${seq}, f.price_pence / 100.0,
             case f.condition when 'rise' then f.v / 100.0 when 'fall' then -f.v / 100.0 else f.price_pence / 100.0 end,
             case f.condition when 'target' then a.target_price when 'floor' then a.floor_price when 'rise' then a.rise_percent else a.fall_percent end,
             a.commodity_name, a.contract_from, a.contract_to, a.contract_split, a.crop_year, a.notification_type,
             case a.notification_type when 'email' then a.email_address else a.sms_number end
        -- Lateral again: the planner guesses a third of the watches fired and would hash every alert.
        from fired f cross join lateral (select * from price_alerts p where p.id = f.alert_id offset 0) a
      returning id, account_reference, user_id
    ),
    bell as (
      insert into user_notifications (account_reference, user_id, firing_id, created_at)
      select account_reference, user_id, id, ${now} from firings
    ),
    messages as (
      insert into outbox (kind, firing_id) select 'alert', id from firings
    ),
    fills as (
      insert into outbox (kind, offer_id) select 'offer-fill', offer_id from fired where offer_id is not null
    )
    select count(*)::int as fired from fired`.execute(trx);

  return { fired: fired.rows[0]?.fired ?? 0, rearmed: Number(rearmed.numAffectedRows ?? 0) };
}
