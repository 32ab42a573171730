import { demoTick } from '@farm/area-crop-marketing/mocks';
import { waitFor } from '@testing-library/dom';
import { expect } from 'chai';
import { http, HttpResponse } from 'msw';
import { mockApi } from '../../../../tests/support/mock-api-browser';
import { marketStreamHandler } from '../../../../tests/support/mock-handlers';
import type { MarketTick } from '../domain';
import { createMarketStream, type MarketStreamStatus } from './market-stream';

const stream = marketStreamHandler();
const api = mockApi(stream.handler);
const URL_OF_STREAM = '/api/public/market/stream';

/** Resolves once `check` holds. */
const until = (check: () => boolean) => waitFor(() => expect(check()).to.equal(true));

describe('createMarketStream', () => {
  it('opens one connection however many listen, hands each of them every tick, and closes after the last one leaves', async () => {
    const market = createMarketStream(() => URL_OF_STREAM);
    const statuses: MarketStreamStatus[] = [];
    market.status$.subscribe((status) => statuses.push(status));
    const first: MarketTick[] = [];
    const second: MarketTick[] = [];
    const a = market.ticks$.subscribe((tick) => first.push(tick));
    const b = market.ticks$.subscribe((tick) => second.push(tick));
    const before = stream.connections();
    await until(() => stream.connections() > before);
    stream.push(demoTick(1, [{ contract: 'LIFFE-FEED-WHEAT', index: 0, by: 1 }]));
    await until(() => first.length === 1 && second.length === 1);
    expect(first[0]!.seq).to.equal(1);
    expect(stream.connections()).to.equal(before + 1);
    expect(market.status$.value).to.equal('live');
    a.unsubscribe();
    expect(market.status$.value).to.equal('live');
    b.unsubscribe();
    expect(statuses).to.deep.equal(['idle', 'connecting', 'live', 'idle']);
  });

  it('reconnects after failures, says it is blocked after three in a row, and is live again with its first tick', async () => {
    let refusals = 3;
    api.use(
      http.get(URL_OF_STREAM, () => {
        if (refusals === 0) return undefined;
        refusals -= 1;
        return new HttpResponse('Blocked by a proxy', { status: 502 });
      }),
    );
    const market = createMarketStream(() => URL_OF_STREAM, { firstRetryMs: 20, maxRetryMs: 40 });
    const statuses: MarketStreamStatus[] = [];
    market.status$.subscribe((status) => statuses.push(status));
    const ticks: MarketTick[] = [];
    const subscription = market.ticks$.subscribe((tick) => ticks.push(tick));
    const before = stream.connections();
    await until(() => stream.connections() > before);
    stream.push(demoTick(9, [{ contract: 'LIFFE-FEED-WHEAT', index: 0, by: 1 }]));
    await until(() => ticks.length === 1);
    subscription.unsubscribe();
    expect(statuses).to.deep.equal(['idle', 'connecting', 'retrying', 'retrying', 'blocked', 'live', 'idle']);
    expect(await api.requests.to(URL_OF_STREAM)).to.have.length(4);
  });

  it('counts a connection that stays silent (a buffering proxy) as failed, and tries again', async () => {
    const market = createMarketStream(() => URL_OF_STREAM, { firstRetryMs: 20, firstTickMs: 50 });
    const subscription = market.ticks$.subscribe();
    const before = stream.connections();
    await until(() => stream.connections() >= before + 2);
    expect(market.status$.value).to.equal('retrying');
    subscription.unsubscribe();
  });

  it('counts a live connection that goes silent (no tick, no ping) as dead, and reconnects', async () => {
    const market = createMarketStream(() => URL_OF_STREAM, { firstRetryMs: 20, silenceMs: 80 });
    const subscription = market.ticks$.subscribe();
    const before = stream.connections();
    await until(() => stream.connections() > before);
    stream.push(demoTick(3, [{ contract: 'LIFFE-FEED-WHEAT', index: 0, by: 1 }]));
    await until(() => market.status$.value === 'live');
    await until(() => stream.connections() >= before + 2);
    subscription.unsubscribe();
  });
});
