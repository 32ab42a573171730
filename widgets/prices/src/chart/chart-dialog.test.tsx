import { configureApi, session$ } from '@farm/core';
import { WidgetRoot } from '@farm/ui';
import { act, cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import { user } from '../../../../tests/support/fixtures';
import { demoChartPoints, demoTick } from '@farm/area-crop-marketing/mocks';
import { mockApi } from '../../../../tests/support/mock-api-browser';
import { cropMarketingHandlers, marketStreamHandler } from '../../../../tests/support/mock-handlers';
import { GlobalMarkets } from '../global-markets/global-markets';
import { chartBarStart } from '@farm/area-crop-marketing';

// The first chart loads lightweight-charts, and a two-year history is hundreds of bars to draw: waits get 5 s.
configure({ asyncUtilTimeout: 5_000 });

const stream = marketStreamHandler();
const api = mockApi(...cropMarketingHandlers(), stream.handler);

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 800 };

const dialog = () => screen.getByRole('dialog', { name: 'LIFFE Feed Wheat - GBP per tonne' });
const chart = () => within(dialog()).getByTestId('market-chart');
const latest = () => within(dialog()).getByTestId('chart-latest');
const periodButton = (period: string) => within(within(dialog()).getByRole('group', { name: 'Period' })).getByRole('button', { name: period });
/** The chart's questions to the server so far: period and delivery month. */
const chartQuestions = async () =>
  (await api.requests.to('/api/commodities/LIFFE-FEED-WHEAT/history/chart')).map(({ url }) => [
    url.searchParams.get('period'),
    url.searchParams.get('deliveryMonth'),
  ]);

/** Waits until the chart has drawn `period` of `deliveryMonth` and said its newest price. */
async function chartShows(period: string, deliveryMonth: string) {
  await waitFor(() => {
    expect(chart().dataset.period).to.equal(period);
    expect(chart().dataset.deliveryMonth).to.equal(deliveryMonth);
    expect(chart().getAttribute('aria-busy')).to.equal('false');
    expect(chart().querySelector('canvas')).to.not.equal(null);
  });
  expect(periodButton(period).getAttribute('aria-pressed')).to.equal('true');
}

describe('ChartDialog (from the global markets)', function () {
  // Each test draws charts of up to two years of bars: more than mocha's default 2 seconds on a busy machine.
  this.timeout(10_000);
  beforeEach(() => {
    configureApi({ apiRoot: '/api', getAccessToken: async () => 'token' });
    session$.next({ user: user(), internal: false, getAccessToken: async () => 'token' });
  });
  afterEach(async () => {
    cleanup();
    await setViewport(DESKTOP);
  });

  /** Shows the global markets at a width and opens LIFFE feed wheat's chart. */
  async function openChart(viewport: { width: number; height: number }) {
    await setViewport(viewport);
    const typist = userEvent.setup();
    render(
      <WidgetRoot cacheKey="test-chart-dialog">
        <GlobalMarkets refetchInterval={false} onError={() => undefined} />
      </WidgetRoot>,
    );
    await typist.click(await screen.findByRole('button', { name: 'Chart: LIFFE Feed Wheat' }));
    return typist;
  }

  it('opens on two years at a desktop width, 520 px tall, saying the newest price of the nearest month', async () => {
    await openChart(DESKTOP);
    await chartShows('2Y', '2026-11');
    expect(chart().dataset.points).to.equal(String(demoChartPoints('2Y')));
    expect(within(dialog()).getByTestId('futures-chart-canvas').getBoundingClientRect().height).to.equal(520);
    await waitFor(() => expect(latest().textContent).to.equal('Nov 26, GBP per tonne: 185.40'));
    expect(await chartQuestions()).to.deep.equal([['2Y', null]]);
    expect((within(dialog()).getByRole('combobox', { name: 'Delivery month' }) as HTMLSelectElement).value).to.equal('2026-11');
  });

  it('opens on three months at a phone width', async () => {
    await openChart(PHONE);
    await chartShows('3M', '2026-11');
    expect(chart().dataset.points).to.equal(String(demoChartPoints('3M')));
    expect(within(dialog()).getByTestId('futures-chart-canvas').getBoundingClientRect().height).to.equal(520);
    expect(await chartQuestions()).to.deep.equal([['3M', null]]);
  });

  it('asks the server for each period chosen, and for the delivery month chosen', async () => {
    const typist = await openChart(DESKTOP);
    await chartShows('2Y', '2026-11');
    await typist.click(periodButton('1W'));
    await chartShows('1W', '2026-11');
    expect(chart().dataset.points).to.equal(String(demoChartPoints('1W')));
    await typist.click(periodButton('6M'));
    await chartShows('6M', '2026-11');
    expect(chart().dataset.points).to.equal(String(demoChartPoints('6M')));

    const months = within(dialog()).getByRole('combobox', { name: 'Delivery month' }) as HTMLSelectElement;
    expect([...months.options].map((option) => option.textContent)).to.deep.equal([
      'Nov 26',
      'Dec 26',
      'Jan 27',
      'Feb 27',
      'Mar 27',
      'Apr 27',
      'May 27',
      'Jun 27',
      'Jul 27',
      'Aug 27',
      'Sep 27',
      'Oct 27',
    ]);
    await typist.selectOptions(months, 'Feb 27');
    await chartShows('6M', '2027-02');
    await waitFor(() => expect(latest().textContent).to.equal('Feb 27, GBP per tonne: 191.10'));
    // The month stays chosen when the period changes.
    await typist.click(periodButton('1M'));
    await chartShows('1M', '2027-02');
    expect(await chartQuestions()).to.deep.equal([
      ['2Y', null],
      ['1W', null],
      ['6M', null],
      ['6M', '2027-02'],
      ['1M', '2027-02'],
    ]);
  });

  it("moves the newest price with a tick for the charted month, and not with another month's", async () => {
    const typist = await openChart(DESKTOP);
    await chartShows('2Y', '2026-11');
    await typist.selectOptions(within(dialog()).getByRole('combobox', { name: 'Delivery month' }), 'Dec 26');
    await chartShows('2Y', '2026-12');
    await waitFor(() => expect(latest().dataset.price).to.equal('187.3'));
    await waitFor(() => expect(stream.connections()).to.be.greaterThan(0));

    // Another month moves: the feed wheat table behind the dialog takes it, the chart does not.
    const novemberPrice = () =>
      within(screen.getByRole('table', { name: /^LIFFE Feed Wheat/ }))
        .getAllByRole('row')[1]!
        .querySelector('td')!.textContent;
    act(() => stream.push(demoTick(1, [{ contract: 'LIFFE-FEED-WHEAT', index: 0, by: 3 }], '2026-11-23T10:40:00.000Z')));
    await waitFor(() => expect(novemberPrice()).to.equal('188.40'));
    expect(latest().dataset.price).to.equal('187.3');
    expect(latest().textContent).to.equal('Dec 26, GBP per tonne: 187.30');

    act(() => stream.push(demoTick(2, [{ contract: 'LIFFE-FEED-WHEAT', index: 1, by: -1.25 }], '2026-11-23T10:41:00.000Z')));
    await waitFor(() => expect(latest().dataset.price).to.equal('186.05'));
    expect(latest().textContent).to.equal('Dec 26, GBP per tonne: 186.05');
    expect(latest().dataset.time).to.equal(String(chartBarStart('2026-11-23T10:41:00.000Z', '1d')));
    expect(
      within(dialog())
        .getByText((_, el) => el?.tagName === 'TIME')
        .getAttribute('datetime'),
    ).to.equal('2026-11-23T10:41:00.000Z');
    // The chart follows the stream; it does not ask again.
    expect(await chartQuestions()).to.have.length(2);
  });

  it('closes with Close', async () => {
    const typist = await openChart(DESKTOP);
    await chartShows('2Y', '2026-11');
    await typist.click(within(dialog()).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).to.equal(null);
  });
});
