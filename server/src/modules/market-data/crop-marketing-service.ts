import { LRUCache } from 'lru-cache';
import type { Commodity, PricePreference, PricesQuery } from '@farm/area-crop-marketing/domain';
import type { Prices } from '@farm/core/domain';
import type { Db } from '../../db';
import type { MarketFeed } from './market-feed';
import { basisFor, manualPriceFor, postcodeArea, type MarketReference } from './market-reference';
import { priceRows } from './price-rows';
import type { SalePricing } from './sale-pricing';
import { isSellingPaused, type PausedCommodities } from './selling-pauses';

export interface CropMarketingService extends SalePricing {
  reference(): Promise<MarketReference>;
  preferencesOf(accountReference: string): Promise<PricePreference[]>;
  /** Undefined when the commodity or the collection address is not the account's to price. */
  pricesFor(accountReference: string, query: PricesQuery, internal: boolean): Promise<Prices | undefined>;
  /** Indicative prices near a postcode: no account, so no preferences. */
  indicativePrices(commodity: Commodity, postcode: string, priceType: PricesQuery['priceType']): Promise<Prices>;
}

interface ServiceDeps {
  db: Db;
  feed: MarketFeed;
  reference: () => Promise<MarketReference>;
  tradingTimes: SalePricing['tradingTimes'];
  clock: () => number;
  paused: () => Promise<PausedCommodities>;
}

export function createCropMarketingService({ db, feed, reference, tradingTimes, clock, paused }: ServiceDeps): CropMarketingService {
  // Partner pages ask the same few questions over and over: each answer is made once per tick (issue 27 §1).
  const indicative = new LRUCache<string, { seq: number; prices: Prices }>({ max: 5_000 });
  const preferencesOf = async (accountReference: string): Promise<PricePreference[]> => {
    const [ref, saved] = await Promise.all([
      reference(),
      db.selectFrom('account_price_preferences').select(['profile_number', 'current_value']).where('account_reference', '=', accountReference).execute(),
    ]);
    const values = new Map(saved.map((row) => [row.profile_number, row.current_value]));
    return ref.profiles.map((profile) => ({
      profileNumber: profile.profileNumber,
      key: profile.key,
      name: profile.name,
      currentValue: values.get(profile.profileNumber) ?? profile.defaultValue,
      defaultValue: profile.defaultValue,
    }));
  };

  const collectionAddress = (accountReference: string, addressNumber: number) =>
    db
      .selectFrom('collection_addresses')
      .select(['address_number', 'address_name', 'address_lines', 'postcode'])
      .where('account_reference', '=', accountReference)
      .where('address_number', '=', addressNumber)
      .executeTakeFirst();

  const price = (
    commodity: Commodity,
    ref: MarketReference,
    area: string,
    premiums: number[],
    query: Pick<PricesQuery, 'priceType' | 'farmAddressId'>,
    planArea: string | undefined,
    pauses: PausedCommodities,
  ): Prices => {
    const { snapshot } = feed.latest();
    const now = clock();
    return {
      commodityExternalCdkId: commodity.commodityExternalCdkId,
      priceType: query.priceType,
      farmAddressId: query.farmAddressId,
      isSustainable: false,
      sellingPaused: isSellingPaused(pauses, commodity.id),
      pricingVersion: ref.pricingVersion,
      futuresContract: commodity.futuresContract,
      updatedAt: snapshot.at,
      demo: snapshot.demo,
      rows: priceRows({
        commodity,
        snapshot,
        basis: basisFor(ref, area, commodity.id),
        premiums,
        priceType: query.priceType,
        allowances: ref.allowances,
        now,
        planArea,
        manualPrice: (period) => manualPriceFor(ref, commodity.id, period, area, now),
      }),
    };
  };

  /** The account's live alerts on these rows: a row's bell shows its alert as active (spec 2 §2). */
  const rowAlerts = (accountReference: string, query: PricesQuery) =>
    db
      .selectFrom('price_alerts')
      .select(['id', 'sell_reference', 'target_price', 'floor_price'])
      .where('account_reference', '=', accountReference)
      .where('commodity_external_cdk_id', '=', query.commodityExternalCdkId)
      .where('farm_address_id', '=', query.farmAddressId)
      .where('price_type', '=', query.priceType)
      .where('ends_at', '>', new Date(clock()))
      .orderBy('created_at')
      .execute();

  const pricesFor = async (accountReference: string, query: PricesQuery, internal: boolean) => {
    const [ref, preferences, address, alerts, pauses] = await Promise.all([
      reference(),
      preferencesOf(accountReference),
      collectionAddress(accountReference, query.farmAddressId),
      rowAlerts(accountReference, query),
      paused(),
    ]);
    const commodity = ref.commodities.find((c) => c.commodityExternalCdkId === query.commodityExternalCdkId);
    if (!commodity || !address) return undefined;
    const yes = new Set(preferences.filter((p) => p.currentValue === 'Yes').map((p) => p.profileNumber));
    const premiums = ref.profiles
      .filter((profile) => yes.has(profile.profileNumber) && (profile.commodityIds === null || profile.commodityIds.includes(commodity.id)))
      .map((profile) => profile.premium);
    const area = postcodeArea(address.postcode);
    const prices = price(commodity, ref, area, premiums, query, internal ? `Basis area ${area || '*'}` : undefined, pauses);
    const alertOf = new Map(alerts.map((alert) => [alert.sell_reference, alert]));
    const rows = prices.rows.map((row) => {
      const alert = alertOf.get(row.sellReference);
      return alert ? { ...row, triggerId: alert.id, priceAlert: Number(alert.target_price) || Number(alert.floor_price) } : row;
    });
    return { ...prices, rows, isSustainable: preferences.some((p) => p.key === 'sustainability' && p.currentValue === 'Yes') };
  };

  return {
    reference,
    preferencesOf,
    pricesFor,
    async indicativePrices(commodity, postcode, priceType) {
      const area = postcodeArea(postcode);
      const key = `${commodity.id}|${area}|${priceType}`;
      const { seq } = feed.latest();
      const kept = indicative.get(key);
      if (kept?.seq === seq) return kept.prices;
      const prices = price(commodity, await reference(), area, [], { priceType, farmAddressId: 0 }, undefined, await paused());
      indicative.set(key, { seq, prices });
      return prices;
    },
    async priceOf(question) {
      const ref = await reference();
      const commodity = ref.commodities.find((c) => c.id === question.commodityId);
      if (!commodity) return undefined;
      const [prices, address] = await Promise.all([
        pricesFor(
          question.accountReference,
          { priceType: question.priceType, farmAddressId: question.farmAddressId, commodityExternalCdkId: commodity.commodityExternalCdkId },
          false,
        ),
        collectionAddress(question.accountReference, question.farmAddressId),
      ]);
      const row = prices?.rows.find((r) => r.sellReference === question.sellReference);
      if (!row || row.priceCurrentYear === null || !address) return undefined;
      const collection = {
        addressNumber: address.address_number,
        addressName: address.address_name,
        addressLines: address.address_lines,
        postcode: address.postcode,
        addressType: 'Collection' as const,
      };
      return {
        price: row.priceCurrentYear,
        contractPeriod: row.contractPeriod,
        commodityName: commodity.name,
        deliveryMonth: row.deliveryMonth,
        collectionAddress: collection,
      };
    },
    async varietiesOf(commodityId) {
      return (await reference()).varieties.get(commodityId) ?? [];
    },
    tradingTimes,
    sellingPaused: async (commodityId) => isSellingPaused(await paused(), commodityId),
    async canTrade(accountReference, userId) {
      const row = await db
        .selectFrom('accounts as a')
        .innerJoin('user_tiles as ut', (join) => join.onRef('ut.account_reference', '=', 'a.reference'))
        .select(['a.has_mcm', 'ut.visible', 'ut.locked'])
        .where('a.reference', '=', accountReference)
        .where('ut.user_id', '=', userId)
        .where('ut.tile_reference', '=', 'mycropmarketing')
        .executeTakeFirst();
      return Boolean(row && row.has_mcm && row.visible && !row.locked);
    },
  };
}
