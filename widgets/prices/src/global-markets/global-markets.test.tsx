import { account$, configureApi, flags$, session$, type FeatureToggle } from '@farm/core';
import { WidgetRoot } from '@farm/ui';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'chai';
import { http } from 'msw';
import { failure, ok } from '../../../../tests/support/api-envelopes';
import { user } from '../../../../tests/support/fixtures';
import { demoForecast, demoTick } from '@farm/area-crop-marketing/mocks';
import { mockApi } from '../../../../tests/support/mock-api-browser';
import { cropMarketingHandlers, demoAccounts, marketStreamHandler, standingOfferHandlers } from '../../../../tests/support/mock-handlers';
import { MycPage } from '../myc/myc-page';
import { US_CME_PRICE_FLAG } from '@farm/area-crop-marketing';

const stream = marketStreamHandler();
// The page lists standing offers too: none here (they have their own tests, in offers/).
const api = mockApi(...cropMarketingHandlers(), ...standingOfferHandlers(() => []).handlers, stream.handler);

const MARKETS = ['LIFFE Feed Wheat', 'MATIF Milling Wheat', 'MATIF Rapeseed', 'CME Wheat', 'CME Corn', 'CME Soybeans'];

const cmeFlag = (enabled: boolean): FeatureToggle => ({
  id: US_CME_PRICE_FLAG,
  enabled,
  audience: { users: [], groups: [], exclusionUsers: [], exclusionGroups: [] },
});
const globalMarkets = () => screen.getByTestId('global-markets');
const markets = () => within(globalMarkets()).queryAllByTestId('futures-market');
const marketNames = () => markets().map((market) => market.querySelector('h3')!.textContent);
const market = (name: string) => within(globalMarkets()).getByRole('region', { name: new RegExp(`^${name} - `) });
const bodyRows = (name: string) => within(market(name)).getAllByRole('row').slice(1);
/** The cells of a market's row `index`: delivery month, last trade, bid, ask and net change, as shown. */
const rowText = (name: string, index: number) => [...bodyRows(name)[index]!.querySelectorAll('th, td')].map((cell) => cell.textContent);
/** The forecast answers, with the named markets' empty (no delivery months priced). */
const withEmptyMarkets = (...empty: string[]) =>
  http.get('/api/commodities/:id/forecast', ({ params }) =>
    empty.includes(String(params.id)) ? ok({ forecast: { ...demoForecast('CBOT-CORN'), commodityId: params.id, snapshots: [] } }) : undefined,
  );

describe('Global markets (the myc accordion)', function () {
  // The page, then six markets of twelve months each: more than mocha's default 2 seconds on a busy machine.
  this.timeout(10_000);
  beforeEach(() => {
    configureApi({ apiRoot: '/api', getAccessToken: async () => 'token' });
    session$.next({ user: user(), internal: false, getAccessToken: async () => 'token' });
    flags$.next([]);
    act(() => account$.next(demoAccounts[0]!));
  });
  afterEach(() => {
    cleanup();
    flags$.next([]);
  });

  /** Shows the crop marketing page and, unless told otherwise, opens its Global markets. */
  const openGlobalMarkets = async ({ open = true } = {}) => {
    const typist = userEvent.setup();
    render(
      <WidgetRoot cacheKey="test-global-markets">
        <MycPage />
      </WidgetRoot>,
    );
    const toggle = within(globalMarkets()).getByRole('button', { name: 'Global markets' });
    await waitFor(() => expect(screen.getAllByRole('table')).to.have.length(3));
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    if (open) await typist.click(toggle);
    return typist;
  };

  it('asks the server for nothing while closed', async () => {
    await openGlobalMarkets({ open: false });
    expect(within(globalMarkets()).queryByRole('table')).to.equal(null);
    expect(await api.requests.to('/api/commodities')).to.have.length(0);
    expect(await api.requests.to('/api/exchange-currencies')).to.have.length(0);
  });

  it('opened, shows a table per market with its 5 columns and 12 delivery months at 2 decimals', async () => {
    await openGlobalMarkets();
    await waitFor(() => expect(within(globalMarkets()).getAllByRole('table')).to.have.length(6));
    expect(marketNames()).to.deep.equal(
      MARKETS.map((name) => `${name} - ${name.startsWith('CME') ? 'US cents per bushel' : name.startsWith('LIFFE') ? 'GBP per tonne' : 'EUR per tonne'}`),
    );
    for (const name of MARKETS) {
      expect(
        within(market(name))
          .getAllByRole('columnheader')
          .map((cell) => cell.textContent),
      ).to.deep.equal(['Delivery month', 'Last trade', 'Bid', 'Ask', 'Net change']);
      expect(bodyRows(name)).to.have.length(12);
      expect(within(market(name)).getByRole('button', { name: `Chart: ${name}` })).to.not.equal(null);
    }
    expect(rowText('LIFFE Feed Wheat', 0)).to.deep.equal(['Nov 26', '185.40', '185.15', '185.65', '▲up 0.75']);
    expect(rowText('LIFFE Feed Wheat', 11)).to.deep.equal(['Oct 27', '206.30', '206.05', '206.55', '▼down 3.50']);
    // A whole number keeps its two decimals.
    expect(rowText('MATIF Milling Wheat', 3)).to.deep.equal(['Feb 27', '225.75', '225.50', '226.00', '▼down 1.50']);
    expect(rowText('CME Soybeans', 0)).to.deep.equal(['Nov 26', '1046.75', '1046.50', '1047.00', '▲up 0.75']);
    const forecasts = await api.requests.to('/api/commodities/CBOT-CORN/forecast');
    expect(forecasts.map(({ url }) => url.searchParams.get('periods'))).to.deep.equal(['12']);
  });

  it('shows each currency future as a widget at 4 decimals, linking to the exchange rates', async () => {
    await openGlobalMarkets();
    const widgets = await within(globalMarkets()).findByRole('list', { name: 'Exchange rates' });
    const links = within(widgets).getAllByRole('link');
    expect(links.map((link) => link.textContent)).to.deep.equal([
      'British Pound - US dollars per pound, Dec 261.2862▲up 0.0012',
      'Euro FX - US dollars per euro, Dec 261.0870▲up 0.0012',
      'Euro/British Pound - Pounds per euro, Dec 260.8452▲up 0.0012',
      'Canadian Dollar - US dollars per Canadian dollar, Dec 260.7241▲up 0.0012',
    ]);
    for (const link of links) expect(link.getAttribute('href')).to.equal('/dashboard/myc/exchangeRates');
  });

  it("without the CME flag hides an empty US market's table but still shows one with prices, and an empty non-US one", async () => {
    flags$.next([cmeFlag(false)]);
    api.use(withEmptyMarkets('CBOT-CORN', 'MATIF-RAPESEED'));
    await openGlobalMarkets();
    await waitFor(() => expect(within(globalMarkets()).getAllByRole('table')).to.have.length(4));
    await waitFor(() => expect(marketNames()).to.have.length(5));
    expect(marketNames()).to.not.include('CME Corn - US cents per bushel');
    expect(bodyRows('CME Wheat')).to.have.length(12);
    expect(within(market('MATIF Rapeseed')).getByText('No pricing is available')).to.not.equal(null);
  });

  it("with the CME flag shows an empty US market's table saying 'No pricing is available'", async () => {
    flags$.next([cmeFlag(true)]);
    api.use(withEmptyMarkets('CBOT-CORN'));
    await openGlobalMarkets();
    await waitFor(() => expect(within(globalMarkets()).getAllByRole('table')).to.have.length(5));
    expect(marketNames()).to.have.length(6);
    expect(within(market('CME Corn')).queryByRole('table')).to.equal(null);
    expect(within(market('CME Corn')).getByText('No pricing is available')).to.not.equal(null);
  });

  it('moves a delivery month of a market live with a tick, bid, ask and net change with it, and says when', async () => {
    await openGlobalMarkets();
    await waitFor(() => expect(bodyRows('CME Wheat')).to.have.length(12));
    await waitFor(() => expect(stream.connections()).to.be.greaterThan(0));
    act(() => stream.push(demoTick(3, [{ contract: 'CBOT-WHEAT', index: 1, by: -2.5 }], '2026-11-23T10:41:00.000Z')));
    // Row 1 was 552.75, down 1.00 on the day.
    await waitFor(() => expect(rowText('CME Wheat', 1)).to.deep.equal(['Dec 26', '550.25', '550.00', '550.50', '▼down 3.50']));
    await waitFor(() => expect(bodyRows('CME Wheat')[1]!.querySelector('td span')!.getAttribute('data-moved')).to.equal('down'));
    expect(bodyRows('CME Wheat')[0]!.querySelector('td span')!.getAttribute('data-moved')).to.equal(null);
    expect(rowText('CME Wheat', 0)).to.deep.equal(['Nov 26', '548.25', '548.00', '548.50', '▲up 0.75']);
    expect(
      within(market('CME Wheat'))
        .getByText((_, el) => el?.tagName === 'TIME')
        .getAttribute('datetime'),
    ).to.equal('2026-11-23T10:41:00.000Z');
    expect(rowText('CME Corn', 1)).to.deep.equal(['Dec 26', '436.25', '436.00', '436.50', '▼down 1.00']);
    expect(await api.requests.to('/api/commodities/CBOT-WHEAT/forecast')).to.have.length(1);
  });

  it("opens the server-error dialog when a market's forecast fails with a 500, the other markets still showing", async () => {
    api.use(
      http.get('/api/commodities/:id/forecast', ({ params }) =>
        params.id === 'MATIF-RAPESEED' ? failure(500, 'INTERNAL_ERROR', 'Something went wrong.') : undefined,
      ),
    );
    const typist = await openGlobalMarkets();
    const dialog = await screen.findByRole('dialog', { name: 'Internal server error' });
    await typist.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).to.equal(null);
    expect(within(market('MATIF Rapeseed')).getByRole('alert').textContent).to.equal('No pricing is available');
    await waitFor(() => expect(within(globalMarkets()).getAllByRole('table')).to.have.length(5));
  });

  it('opens the server-error dialog when the market list fails with a 500', async () => {
    api.use(http.get('/api/commodities', () => failure(500, 'INTERNAL_ERROR', 'Something went wrong.')));
    await openGlobalMarkets();
    expect(await screen.findByRole('dialog', { name: 'Internal server error' })).to.not.equal(null);
    expect(within(globalMarkets()).getByRole('alert').textContent).to.equal('No pricing is available');
    expect(markets()).to.have.length(0);
  });
});
