import { cropMarketingMessages, tradingTimesQuery, type TradingTimes } from '@farm/area-crop-marketing';
import { useQuery } from '@tanstack/react-query';
import { tradingOpensLabel } from '../lib/trading-opens';
import type { SellState } from '../myc/price-table';

/** Look again when trading next opens or closes, but at least hourly (a timer cannot wait weeks). */
const HOUR_MS = 3_600_000;

function untilNextChange(times: TradingTimes | undefined): number | false {
  const next = times?.open ? times.closesAt : times?.opensAt;
  if (!next) return false;
  return Math.min(HOUR_MS, Math.max(1_000, Date.parse(next) - Date.now() + 1_000));
}

/**
 * Trading times (GET /mycrop/tradingtimes) as the Sell buttons need them: disabled until known and while closed,
 * then saying when trading opens (spec 2 §2). Read again when trading opens or closes.
 */
export function useTradingTimes(): { sell: SellState; closedNotice: string | undefined; error: unknown } {
  const trading = useQuery({ ...tradingTimesQuery(), refetchInterval: (query) => untilNextChange(query.state.data) });
  const times = trading.data;
  if (!times) return { sell: { disabled: true, label: 'Sell' }, closedNotice: undefined, error: trading.error };
  if (times.open) return { sell: { disabled: false, label: 'Sell' }, closedNotice: undefined, error: trading.error };
  const opens = tradingOpensLabel(times.opensAt);
  return {
    sell: { disabled: true, label: opens },
    closedNotice: times.opensAt ? `${cropMarketingMessages.marketClosed} Selling ${opens.replace(/^Opens/, 'opens')}.` : cropMarketingMessages.marketClosed,
    error: trading.error,
  };
}
