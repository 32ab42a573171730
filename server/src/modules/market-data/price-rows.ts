import { toPenny } from '@farm/core/domain';
import type { Commodity } from '@farm/area-crop-marketing/domain';
import type { PriceRow, PriceType } from '@farm/core/domain';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { contractPeriods } from './contract-periods';
import { exFarmPrice, previousCropPrice, type PriceAllowances } from './ex-farm-price';
import { contractSpec } from './futures-contracts';
import { hedgeMonth } from './hedge-month';
import type { MarketSnapshot } from './market-provider';

export interface RowInputs {
  commodity: Commodity;
  snapshot: MarketSnapshot;
  /** £/MT for the collection address's postcode area. */
  basis: number;
  premiums: readonly number[];
  priceType: PriceType;
  allowances: PriceAllowances;
  /** The moment priced (milliseconds): its UK day sets the periods, and it decides which futures months still trade. */
  now: number;
  /** Internal users see how a row was priced. */
  planArea?: string | undefined;
  /** The merchant's price sheet's price (£/MT) for a period ('as-available' or 'YYYY-MM'), if it has one. */
  manualPrice?: (period: string) => number | undefined;
}

/** The price sheet's name of the 'as available' row's period; the others are their month, 'YYYY-MM'. */
const AS_AVAILABLE_PERIOD = 'as-available';

const ukDay = (time: number) => format(new TZDate(time, 'Europe/London'), 'yyyy-MM-dd');

/** A commodity's price table at a moment: one row per contract period, priced by the ex-farm model. */
export function priceRows({ commodity, snapshot, basis, premiums, priceType, allowances, now, planArea, manualPrice }: RowInputs): PriceRow[] {
  const spec = contractSpec(commodity.futuresContract);
  return contractPeriods(ukDay(now), commodity.rowCount).flatMap((period): PriceRow[] => {
    const deliveryMonth = hedgeMonth(spec, period, now);
    const quote = snapshot.quotes.find((q) => q.contract === spec.id && q.deliveryMonth === deliveryMonth);
    if (!quote) return [];
    // A row of the price sheet takes the place of futures and basis; the farm's premiums and haulage still apply.
    const manual = manualPrice?.(period.asAvailable ? AS_AVAILABLE_PERIOD : period.periodMonth);
    const price =
      manual === undefined
        ? exFarmPrice({ futuresGbp: quote.priceGbp, basis, premiums, priceType, haulageAllowance: allowances.haulageAllowance })
        : exFarmPrice({ futuresGbp: manual, basis: 0, premiums, priceType, haulageAllowance: allowances.haulageAllowance });
    const netChange = manual === undefined ? toPenny(quote.priceGbp - quote.previousCloseGbp) : 0;
    return [
      {
        contractPeriod: period.contractPeriod,
        asAvailable: period.asAvailable,
        priceCurrentYear: price,
        pricePreviousYear: previousCropPrice(price, allowances.previousCropSpread),
        sellReference: `${commodity.commodityExternalCdkId}-${period.sellKey}`,
        ...(planArea === undefined
          ? {}
          : {
              planAreaDescription:
                manual === undefined
                  ? `${planArea}: ${spec.description} ${deliveryMonth} ${basis >= 0 ? '+' : ''}${basis.toFixed(2)} £/MT`
                  : `${planArea}: price sheet ${manual.toFixed(2)} £/MT`,
            }),
        priceAlert: null,
        triggerId: null,
        changeDirection: netChange > 0 ? '+' : netChange < 0 ? '-' : '',
        netChange: Math.abs(netChange),
        deliveryMonth,
        futuresPriceGbp: quote.priceGbp,
        ...(manual === undefined ? {} : { manual: true }),
      },
    ];
  });
}
