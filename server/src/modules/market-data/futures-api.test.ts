import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { futuresSnapshotSchema, PARTNER_ERROR_CODES } from '@farm/core/domain';
import { bearer, countRows, testAppFor } from '../../testing';
import { createPartner } from '../partners';
import { createChartHistory } from './chart-history';
import { type ChartHistory, chartHistoryResponseSchema } from '@farm/area-crop-marketing/domain';

// A Tuesday morning in the UK.
const NOW = Date.UTC(2026, 10, 24, 10, 7, 0);
const DAY = 86_400_000;
let now = NOW;
const t = testAppFor({ grower: 'grower@myfarm.example' }, {}, { clock: () => now });
let chartKey: string;
let pricesOnlyKey: string;
const PARTNER_SITE = 'https://www.fenlandgrain.example';

before(async () => {
  await t.ready;
  ({ key: chartKey } = await createPartner(t.db, { name: 'Fenland Grain', allowedOrigins: [PARTNER_SITE], allowedWidgets: ['farm-market-chart'] }));
  ({ key: pricesOnlyKey } = await createPartner(t.db, { name: 'Prices only', allowedOrigins: [PARTNER_SITE], allowedWidgets: ['farm-prices'] }));
});

const get = (url: string, token: string | null = t.tokens.grower) => t.app.inject({ url, headers: token ? bearer(token) : {} });
const chartOf = async (query: string, contract = 'LIFFE-FEED-WHEAT'): Promise<ChartHistory> => {
  const response = await get(`/api/commodities/${contract}/history/chart?${query}`);
  assert.equal(response.statusCode, 200, response.body);
  return chartHistoryResponseSchema.parse(response.json().data).history;
};
const ascending = (history: ChartHistory) => history.points.every((point, i) => i === 0 || point.T > history.points[i - 1]!.T);

describe('the global markets: GET /commodities, forecast and exchange currencies', () => {
  it('lists the six grain futures markets, not the currency futures', async () => {
    const { commodities } = (await get('/api/commodities')).json().data;
    assert.deepEqual(
      commodities.map((c: { commodityId: string }) => c.commodityId),
      ['LIFFE-FEED-WHEAT', 'MATIF-MILLING-WHEAT', 'MATIF-RAPESEED', 'CBOT-WHEAT', 'CBOT-CORN', 'CBOT-SOYBEANS'],
    );
  });

  it('answers four FOREX tables of at most 9 quarterly months, priced to 4 decimals, each a CME market', async () => {
    const response = await get('/api/exchange-currencies');
    assert.equal(response.statusCode, 200, response.body);
    const tables = response.json().data.exchangeCurrencies.map((table: unknown) => futuresSnapshotSchema.parse(table));
    assert.equal(tables.length, 4);
    for (const table of tables) {
      assert.match(table.commodityDescription, /^CME /);
      assert.equal(table.snapshots.length, 9);
      for (const row of table.snapshots) {
        for (const value of [row.lastTradePrice, row.bidValue, row.askValue, row.netChange]) assert.equal(value, Number(value.toFixed(4)));
        assert.ok(row.askValue > row.bidValue);
        assert.ok(['03', '06', '09', '12'].includes(row.deliveryMonth.slice(5)));
      }
    }
    const pound = tables.find((table: { commodityId: string }) => table.commodityId === 'CME-BRITISH-POUND')!;
    assert.ok(pound.snapshots[0].lastTradePrice > 1 && pound.snapshots[0].lastTradePrice < 1.6, 'dollars for a pound');
  });

  it('refuses the global markets to a caller without a token (401)', async () => {
    for (const url of ['/api/commodities', '/api/exchange-currencies', '/api/commodities/LIFFE-FEED-WHEAT/history/chart']) {
      assert.equal((await get(url, null)).statusCode, 401, url);
    }
  });
});

describe('GET /commodities/{id}/history/chart', () => {
  it('gives two years of daily closes for the nearest month, ending with the price the market is at now', async () => {
    const history = await chartOf('period=2Y');
    assert.equal(history.resolution, '1d');
    assert.equal(history.deliveryMonth, history.deliveryMonths[0]);
    assert.equal(history.deliveryMonths.length, 12);
    assert.ok(history.points.length > 500 && history.points.length < 530, `${history.points.length} points`);
    assert.ok(ascending(history));
    assert.ok(history.points[0]!.T * 1000 >= NOW - 731 * DAY);
    const { forecast } = (await get('/api/commodities/LIFFE-FEED-WHEAT/forecast?periods=1')).json().data;
    const last = history.points.at(-1)!;
    assert.equal(last.C, forecast.snapshots[0].lastTradePrice);
    assert.equal(last.T, Date.UTC(2026, 10, 24) / 1000, "today's bar");
  });

  it('gives half-hour bars for 1W, and shorter daily histories for 1M to 1Y', async () => {
    const week = await chartOf('period=1W');
    assert.equal(week.resolution, '30m');
    assert.ok(week.points.length > 200, `${week.points.length} half hours`);
    assert.ok(ascending(week));
    assert.equal(week.points.at(-1)!.T, Date.UTC(2026, 10, 24, 10, 0) / 1000, 'the half hour the market is in');
    const lengths: number[] = [];
    for (const period of ['1M', '3M', '6M', '1Y']) lengths.push((await chartOf(`period=${period}`)).points.length);
    assert.ok(
      lengths.every((length, i) => i === 0 || length > lengths[i - 1]!),
      lengths.join(' < '),
    );
  });

  it('charts the delivery month chosen, and refuses a month the market does not list (404)', async () => {
    const nearest = await chartOf('period=3M');
    const later = await chartOf(`period=3M&deliveryMonth=${nearest.deliveryMonths[4]}`);
    assert.equal(later.deliveryMonth, nearest.deliveryMonths[4]);
    assert.notDeepEqual(
      later.points.map((p) => p.C),
      nearest.points.map((p) => p.C),
    );
    const unlisted = await get('/api/commodities/LIFFE-FEED-WHEAT/history/chart?period=3M&deliveryMonth=2026-02');
    assert.equal(unlisted.statusCode, 404);
    assert.equal(unlisted.json().errorCode, 'DELIVERY_MONTH_NOT_LISTED');
  });

  it('refuses bad input with 400: an unknown market, period or a malformed month', async () => {
    for (const url of [
      '/api/commodities/NOPE/history/chart?period=3M',
      '/api/commodities/LIFFE-FEED-WHEAT/history/chart?period=5Y',
      '/api/commodities/LIFFE-FEED-WHEAT/history/chart?deliveryMonth=2027-13',
    ]) {
      const response = await get(url);
      assert.equal(response.statusCode, 400, url);
      assert.equal(response.json().errorCode, 'VALIDATION_ERROR');
    }
  });

  it('asks the provider for a range once: later charts read the stored bars, and a new day adds only its bar', async () => {
    const history = await chartOf('period=6M', 'MATIF-RAPESEED');
    const month = history.deliveryMonth;
    const stored = await countRows(t.db.selectFrom('futures_bars').where('contract', '=', 'MATIF-RAPESEED').where('delivery_month', '=', month));
    assert.equal(stored, history.points.length - 1, 'every completed bar is stored');

    // A stored bar changed behind the provider's back shows: the chart is read from the table.
    const marked = history.points[10]!;
    await t.db
      .updateTable('futures_bars')
      .set({ close: 1 })
      .where('contract', '=', 'MATIF-RAPESEED')
      .where('delivery_month', '=', month)
      .where('t', '=', String(marked.T))
      .execute();
    const again = await chartOf('period=6M', 'MATIF-RAPESEED');
    assert.equal(again.points.find((p) => p.T === marked.T)!.C, 1);

    // Another instance (a reader with nothing in memory) reads the same table.
    const other = createChartHistory({ db: t.db, feed: t.app.farm.market.feed, clock: () => now });
    assert.equal((await other.chart({ contract: 'MATIF-RAPESEED', period: '6M' })).points.find((p) => p.T === marked.T)!.C, 1);

    now = NOW + DAY;
    try {
      const tomorrow = await chartOf('period=6M', 'MATIF-RAPESEED');
      const yesterdayBar = tomorrow.points.find((p) => p.T === Date.UTC(2026, 10, 24) / 1000);
      assert.ok(yesterdayBar, "yesterday's close is stored once the day is over");
      assert.equal(tomorrow.points.find((p) => p.T === marked.T)!.C, 1, 'bars already held are not asked for again');
    } finally {
      now = NOW;
    }
  });
});

describe('GET /api/public/market-chart (the partner <farm-market-chart>)', () => {
  const chart = (query: string, key?: string) =>
    t.app.inject({ url: `/api/public/market-chart?${query}`, headers: { origin: PARTNER_SITE, ...(key ? { 'x-partner-key': key } : {}) } });

  it('answers a market by its id or its name to an allowed partner, with its CORS header', async () => {
    const byId = await chart('commodity=LIFFE-FEED-WHEAT&period=1M', chartKey);
    assert.equal(byId.statusCode, 200, byId.body);
    assert.equal(byId.headers['access-control-allow-origin'], PARTNER_SITE);
    const byName = chartHistoryResponseSchema.parse((await chart('commodity=liffe%20feed%20wheat&period=1M', chartKey)).json().data).history;
    assert.equal(byName.commodityId, 'LIFFE-FEED-WHEAT');
    assert.equal(byName.period, '1M');
  });

  it('refuses a request without a key (401) and a key without the chart widget (403)', async () => {
    const missing = await chart('commodity=LIFFE-FEED-WHEAT');
    assert.equal(missing.statusCode, 401);
    assert.equal(missing.json().errorCode, PARTNER_ERROR_CODES.keyMissing);
    const pricesOnly = await chart('commodity=LIFFE-FEED-WHEAT', pricesOnlyKey);
    assert.equal(pricesOnly.statusCode, 403);
    assert.equal(pricesOnly.json().errorCode, PARTNER_ERROR_CODES.widgetForbidden);
  });

  it('refuses bad input with 400 and an unknown market with 404', async () => {
    assert.equal((await chart('period=1M', chartKey)).statusCode, 400);
    assert.equal((await chart('commodity=LIFFE-FEED-WHEAT&period=10Y', chartKey)).statusCode, 400);
    const unknown = await chart('commodity=Rye', chartKey);
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.json().errorCode, 'COMMODITY_NOT_FOUND');
  });
});
