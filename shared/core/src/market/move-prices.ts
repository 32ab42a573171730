import { fromPriceUnits, futuresDecimals, pence, priceUnits } from '../domain';
import type { FuturesContract, FuturesSnapshot, MarketTick, PriceRow } from '../domain';

/** What a price row needs for a tick to move it: an account's rows and a partner's indicative rows both have it. */
type LiveRow = Pick<PriceRow, 'deliveryMonth' | 'futuresPriceGbp' | 'priceCurrentYear' | 'changeDirection' | 'netChange'> &
  Partial<Pick<PriceRow, 'pricePreviousYear' | 'manual'>>;

/** A price table a tick can move: the futures contract its rows follow, their rows, and when they last moved. */
interface LiveTable {
  futuresContract: FuturesContract;
  updatedAt: string;
  rows: LiveRow[];
}

/** £/MT in whole pence: prices are summed as the server sums them, so a moved price is the one it would quote. */
const pounds = (value: number) => value / 100;

const quoteKey = (contract: string, deliveryMonth: string) => `${contract} ${deliveryMonth}`;

function quotesOf(tick: MarketTick): Map<string, MarketTick['quotes'][number]> {
  return new Map(tick.quotes.map((quote) => [quoteKey(quote.contract, quote.deliveryMonth), quote]));
}

/**
 * The change since the last close moves with the price; it is shown as a direction and a size. `delta` is in
 * the price's smallest shown unit (pence for money, 1/10,000 for exchange rates).
 */
function movedChange(row: Pick<LiveRow, 'changeDirection' | 'netChange'>, delta: number, decimals = 2): Pick<LiveRow, 'changeDirection' | 'netChange'> {
  const size = priceUnits(Math.abs(row.netChange), decimals);
  const signed = (row.changeDirection === '-' ? -size : size) + delta;
  return { netChange: fromPriceUnits(Math.abs(signed), decimals), changeDirection: signed > 0 ? '+' : signed < 0 ? '-' : '' };
}

/** A price moved by `delta` pence; a missing price stays missing. */
const movedBy = (price: number | null | undefined, delta: number) => (price === null || price === undefined ? price : pounds(pence(price) + delta));

/**
 * A price table after a tick: every row whose futures contract and delivery month the tick quotes moves by the
 * futures' move in £/MT (quote.priceGbp - row.futuresPriceGbp, in whole pence), both crop years alike, and then
 * follows the new futures price, so the next tick moves it from there; a row of the price sheet stays. Unchanged rows, and an unchanged table, stay the same
 * objects, so nothing re-renders for a tick that does not touch them.
 */
export function movePrices<Table extends LiveTable>(table: Table, tick: MarketTick): Table {
  const quotes = quotesOf(tick);
  let quoted = false;
  let moved = false;
  const rows = table.rows.map((row) => {
    const quote = quotes.get(quoteKey(table.futuresContract, row.deliveryMonth));
    if (!quote) return row;
    quoted = true;
    // The merchant's price sheet set it: it holds until the desk's next version, whatever futures do.
    if (row.manual) return row;
    const delta = pence(quote.priceGbp) - pence(row.futuresPriceGbp);
    if (delta === 0) return row;
    moved = true;
    return {
      ...row,
      priceCurrentYear: movedBy(row.priceCurrentYear, delta),
      ...('pricePreviousYear' in row ? { pricePreviousYear: movedBy(row.pricePreviousYear, delta) } : {}),
      futuresPriceGbp: quote.priceGbp,
      ...movedChange(row, delta),
    };
  });
  const newer = Date.parse(tick.at) > Date.parse(table.updatedAt);
  if (!quoted || (!moved && !newer)) return table;
  return { ...table, rows: moved ? rows : table.rows, updatedAt: newer ? tick.at : table.updatedAt };
}

/** A futures snapshot after a tick: each quoted delivery month takes the new price, its bid and ask moving with it. */
export function moveSnapshot(snapshot: FuturesSnapshot, tick: MarketTick): FuturesSnapshot {
  const quotes = quotesOf(tick);
  const decimals = futuresDecimals(snapshot.commodityId);
  const units = (value: number) => priceUnits(value, decimals);
  let moved = false;
  const snapshots = snapshot.snapshots.map((row) => {
    const quote = quotes.get(quoteKey(snapshot.commodityId, row.deliveryMonth));
    const delta = quote ? units(quote.price) - units(row.lastTradePrice) : 0;
    if (!quote || delta === 0) return row;
    moved = true;
    return {
      ...row,
      lastTradePrice: quote.price,
      bidValue: fromPriceUnits(units(row.bidValue) + delta, decimals),
      askValue: fromPriceUnits(units(row.askValue) + delta, decimals),
      ...movedChange(row, delta, decimals),
    };
  });
  return moved ? { ...snapshot, snapshots, snapshotTimeStamp: tick.at } : snapshot;
}

/** A list of snapshots after a tick: the same list when no snapshot moved, so nothing re-renders. */
export function moveSnapshots(list: FuturesSnapshot[], tick: MarketTick): FuturesSnapshot[] {
  const moved = list.map((snapshot) => moveSnapshot(snapshot, tick));
  return moved.some((snapshot, i) => snapshot !== list[i]) ? moved : list;
}
