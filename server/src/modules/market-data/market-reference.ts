import type { Commodity, PricePreferenceKey } from '@farm/area-crop-marketing/domain';
import type { FuturesContract } from '@farm/core/domain';
import { parseTradingHours, PRICE_PREFERENCE_PROFILES, type TradingDay } from '@farm/area-crop-marketing/domain';
import type { Db } from '../../db';
import { readPerGeneration } from '../../read-cache';
import type { PriceAllowances } from './ex-farm-price';

export interface PreferenceProfile {
  profileNumber: number;
  key: PricePreferenceKey;
  name: string;
  defaultValue: 'Yes' | 'No';
  premium: number;
  /** The commodities the premium applies to; null: all. */
  commodityIds: number[] | null;
}

export interface MarketReference {
  commodities: Commodity[];
  varieties: Map<number, { varietyNumber: number; varietyDescription: string }[]>;
  profiles: PreferenceProfile[];
  /** Basis in £/MT by `${area}:${commodityId}`; area '*' is the default. */
  basis: Map<string, number>;
  allowances: PriceAllowances;
  /** pricing_version when this was read: the price table answers made from it say so. */
  pricingVersion: number;
  /** The merchant's price sheet by `${commodityId}:${period}:${area}` (area '*': every other area). */
  manualPrices: ReadonlyMap<string, { price: number; expiresAt: number | null }>;
  /** The price desk's trading hours; null: the deployment's (TRADING_HOURS). */
  tradingHours: TradingDay[] | null;
}

const isPreferenceKey = (key: string): key is PricePreferenceKey => key in PRICE_PREFERENCE_PROFILES;

async function loadReference(db: Db): Promise<MarketReference> {
  const [commodities, varieties, profiles, basis, settings, pricing, manual] = await Promise.all([
    db.selectFrom('commodities').selectAll().orderBy('display_index').execute(),
    db.selectFrom('varieties').selectAll().orderBy('description').execute(),
    db.selectFrom('price_preference_profiles').selectAll().orderBy('profile_number').execute(),
    db.selectFrom('price_basis').selectAll().execute(),
    db.selectFrom('price_desk_settings').select(['haulage_allowance', 'previous_crop_spread', 'trading_hours']).where('id', '=', 1).executeTakeFirstOrThrow(),
    db.selectFrom('pricing_version').select('version').where('id', '=', 1).executeTakeFirstOrThrow(),
    db.selectFrom('manual_prices').select(['commodity_id', 'period', 'postcode_area', 'price', 'expires_at']).execute(),
  ]);
  const byCommodity = new Map<number, { varietyNumber: number; varietyDescription: string }[]>();
  for (const row of varieties) {
    const list = byCommodity.get(row.commodity_id) ?? [];
    list.push({ varietyNumber: row.variety_number, varietyDescription: row.description });
    byCommodity.set(row.commodity_id, list);
  }
  return {
    commodities: commodities.map((row) => ({
      id: row.id,
      name: row.name,
      commodityExternalCdkId: row.commodity_external_cdk_id,
      externalCdkId: row.external_cdk_id,
      displayIndex: row.display_index,
      rowCount: row.row_count,
      specification: row.specification,
      specificationDetails: row.specification.split('/').map((value, index) => ({
        specDetailId: index + 1,
        specDetailName: ['Moisture', 'Admix', 'Specific weight', 'Protein', 'Free fatty acids'][index] ?? `Detail ${index + 1}`,
        specDetailValue: value,
      })),
      varietyId: null,
      priceType: 'XFM',
      futuresContract: row.futures_contract as FuturesContract,
    })),
    varieties: byCommodity,
    profiles: profiles
      .filter((row) => isPreferenceKey(row.key))
      .map((row) => ({
        profileNumber: row.profile_number,
        key: row.key as PricePreferenceKey,
        name: row.name,
        defaultValue: row.default_value,
        premium: Number(row.premium),
        commodityIds: row.commodity_ids,
      })),
    basis: new Map(basis.map((row) => [`${row.postcode_area}:${row.commodity_id}`, Number(row.basis)])),
    allowances: { haulageAllowance: Number(settings.haulage_allowance), previousCropSpread: Number(settings.previous_crop_spread) },
    pricingVersion: Number(pricing.version),
    // Checked by the desk's schema before it was stored.
    tradingHours: settings.trading_hours === null ? null : parseTradingHours(settings.trading_hours),
    manualPrices: new Map(
      manual.map((row) => [
        `${row.commodity_id}:${row.period}:${row.postcode_area}`,
        { price: Number(row.price), expiresAt: row.expires_at ? row.expires_at.getTime() : null },
      ]),
    ),
  };
}

/**
 * The reference data, read again whenever the data generation moves: the price desk's changes (basis, premiums,
 * allowances) move data_version (migration 0030), which every instance polls each second, so the next tick is
 * priced with them everywhere.
 */
export const marketReference = (db: Db, generation: () => number): (() => Promise<MarketReference>) =>
  readPerGeneration({ generation }, () => loadReference(db));

/** The postcode area: the letters before the first digit ('CB10 2RL' is in CB). */
export const postcodeArea = (postcode: string) => /^[A-Z]{1,2}/.exec(postcode.trim().toUpperCase())?.[0] ?? '';

/**
 * The price sheet's price (£/MT) for a commodity's period in a postcode area at `now`: the area's own row, else the
 * sheet's row for every area; none once expired, even before the tick that clears it.
 */
export function manualPriceFor(reference: MarketReference, commodityId: number, period: string, area: string, now: number): number | undefined {
  for (const key of [`${commodityId}:${period}:${area}`, `${commodityId}:${period}:*`]) {
    const row = reference.manualPrices.get(key);
    if (row && (row.expiresAt === null || row.expiresAt > now)) return row.price;
  }
  return undefined;
}

export function basisFor(reference: MarketReference, area: string, commodityId: number): number {
  return reference.basis.get(`${area}:${commodityId}`) ?? reference.basis.get(`*:${commodityId}`) ?? 0;
}
