import { account$, configureApi, priceAlertRequests$, session$, type PriceAlertRequest, type Prices } from '@farm/core';
import { cropMarketingMessages } from '@farm/area-crop-marketing';
import { WidgetRoot } from '@farm/ui';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'chai';
import { http } from 'msw';
import { failure, ok } from '../../../../tests/support/api-envelopes';
import { DEMO_PERIOD_HEADINGS, demoCommodities, demoPrices, demoTick, demoTriggerId } from '@farm/area-crop-marketing/mocks';
import { account, user } from '../../../../tests/support/fixtures';
import { mockApi } from '../../../../tests/support/mock-api-browser';
import { cropMarketingHandlers, demoAccounts, marketStreamHandler, standingOfferHandlers } from '../../../../tests/support/mock-handlers';
import { MycPage, PREFERENCES_CHANGED_NOTICE } from './myc-page';

const stream = marketStreamHandler();
// No standing offers: the page's tables are the price tables (offers have their own tests, in offers/).
const api = mockApi(...cropMarketingHandlers(), ...standingOfferHandlers(() => []).handlers, stream.handler);
const [harrison, fenEdge] = demoAccounts as [(typeof demoAccounts)[0], (typeof demoAccounts)[0]];

/** A promise the test settles, to hold a request open. */
function deferred() {
  let release!: () => void;
  const promise = new Promise<void>((resolve) => (release = resolve));
  return { promise, release };
}

const table = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}`) });
const bodyRows = (name: string) => within(table(name)).getAllByRole('row').slice(1);
/** The current crop year's price of row `index` (the cell after the period). */
const currentPrice = (name: string, index: number) => bodyRows(name)[index]!.querySelectorAll('td')[0]!.querySelector('span')!;
const pricesAsked = async () =>
  (await api.requests.to('/api/accounts/HAR001/prices')).map(({ url }) =>
    ['commodityExternalCdkId', 'farmAddressId', 'priceType'].map((key) => url.searchParams.get(key)).join(' '),
  );

describe('MycPage', () => {
  beforeEach(() => {
    configureApi({ apiRoot: '/api', getAccessToken: async () => 'token' });
    session$.next({ user: user(), internal: false, getAccessToken: async () => 'token' });
    act(() => account$.next(harrison));
  });
  afterEach(() => cleanup());

  const renderPage = () =>
    render(
      <WidgetRoot cacheKey="test-prices">
        <MycPage />
      </WidgetRoot>,
    );
  const loaded = async () => {
    renderPage();
    await waitFor(() => expect(screen.getAllByRole('table')).to.have.length(3));
  };

  it('shows one price table per commodity for the first collection address, periods as MMM YY or DD/MM/YYYY - DD/MM/YYYY', async () => {
    renderPage();
    expect(screen.getByText('Loading your grain prices…')).to.not.equal(null);
    await waitFor(() => expect(screen.getAllByRole('table')).to.have.length(3));
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).to.deep.equal([
      'Feed Wheat 15/2/72/6',
      'Feed Barley 15/2/63/6',
      'Oilseed Rape 9/2/40/2/2',
    ]);
    expect(await pricesAsked()).to.have.members(['FW 501 XFM', 'FB 501 XFM', 'OSR 501 XFM']);
    const rows = bodyRows('Feed Wheat');
    expect(rows).to.have.length(8);
    expect(rows.map((row) => row.querySelector('th')!.textContent)).to.deep.equal(DEMO_PERIOD_HEADINGS);
    expect(currentPrice('Feed Wheat', 0).textContent).to.equal('183.90');
    expect(currentPrice('Oilseed Rape', 0).textContent).to.equal('389.10');
    const first = within(rows[0]!);
    expect(first.getByText('▲').parentElement!.textContent).to.equal('▲up 0.75');
    expect(first.getByRole('button', { name: 'Sell Feed Wheat Nov 26' }).hasAttribute('disabled')).to.equal(false);
    expect(within(table('Feed Wheat')).getByTestId('demo-data').textContent).to.equal('Demo data');
    // External users see neither the plan area nor the title column.
    expect(within(table('Feed Wheat')).queryByRole('tooltip')).to.equal(null);
    expect(within(table('Feed Wheat')).queryByRole('columnheader', { name: 'Title' })).to.equal(null);
  });

  it("shows 'No pricing is available' for a commodity without prices", async () => {
    api.use(
      http.get('/api/accounts/:reference/prices', ({ request }) => {
        const cdk = new URL(request.url).searchParams.get('commodityExternalCdkId');
        const commodity = demoCommodities.find((c) => c.commodityExternalCdkId === cdk)!;
        return ok({ prices: demoPrices(commodity, { rows: cdk === 'FB' ? 0 : 8 }) });
      }),
    );
    renderPage();
    await waitFor(() => expect(screen.getAllByRole('table')).to.have.length(2));
    expect(within(table('Feed Barley')).getByText('No pricing is available')).to.not.equal(null);
  });

  it("says under the 'as available' row, and only there, that it is collected within 10 full working days (spec 2 §9)", async () => {
    api.use(
      http.get('/api/accounts/:reference/prices', ({ request }) => {
        const cdk = new URL(request.url).searchParams.get('commodityExternalCdkId');
        const priced = demoPrices(demoCommodities.find((c) => c.commodityExternalCdkId === cdk)!);
        // As the server prices it: the first row is today's 'as available' period, two weeks long.
        const [first, ...rest] = priced.rows;
        const spot = { ...first!, asAvailable: true, contractPeriod: { from: '2026-11-23', to: '2026-12-07', cropYear: 2026, isContractSplit: true } };
        return ok({ prices: { ...priced, rows: [spot, ...rest] } });
      }),
    );
    await loaded();
    const rows = bodyRows('Feed Wheat');
    const notices = within(table('Feed Wheat')).getAllByTestId('as-available-notice');
    expect(notices).to.have.length(1);
    expect(rows[0]!.contains(notices[0]!)).to.equal(true);
    expect(notices[0]!.textContent).to.equal('As available: collected within 10 full working days of the sale.');
    expect(rows[0]!.querySelector('th')!.textContent).to.equal('23/11/2026 - 07/12/2026As available: collected within 10 full working days of the sale.');
  });

  it("says under a row of the merchant's price sheet that the trading desk prices it, and under no other", async () => {
    api.use(
      http.get('/api/accounts/:reference/prices', ({ request }) => {
        const cdk = new URL(request.url).searchParams.get('commodityExternalCdkId');
        const priced = demoPrices(demoCommodities.find((c) => c.commodityExternalCdkId === cdk)!);
        return ok({ prices: { ...priced, rows: priced.rows.map((row, index) => (index === 2 ? { ...row, manual: true } : row)) } });
      }),
    );
    await loaded();
    const notices = within(table('Feed Wheat')).getAllByTestId('manual-price-notice');
    expect(notices).to.have.length(1);
    expect(bodyRows('Feed Wheat')[2]!.contains(notices[0]!)).to.equal(true);
    expect(notices[0]!.textContent).to.equal('Priced by our trading desk: it does not move with the market.');
  });

  it('moves prices in place when a tick arrives, marking each moved price, and shows the time of the update', async () => {
    await loaded();
    await waitFor(() => expect(stream.connections()).to.be.greaterThan(0));
    act(() => stream.push(demoTick(7, [{ contract: 'LIFFE-FEED-WHEAT', index: 0, by: 2 }], '2026-11-23T10:45:30.000Z')));
    await waitFor(() => expect(currentPrice('Feed Wheat', 0).textContent).to.equal('185.90'));
    // The mark follows the new price by a render.
    await waitFor(() => expect(currentPrice('Feed Wheat', 0).dataset.moved).to.equal('up'));
    // Feed barley follows the same futures; rapeseed does not, and the next month did not move.
    expect(currentPrice('Feed Barley', 0).textContent).to.equal('168.40');
    expect(currentPrice('Feed Barley', 0).dataset.moved).to.equal('up');
    expect(currentPrice('Feed Wheat', 1).dataset.moved).to.equal(undefined);
    expect(currentPrice('Oilseed Rape', 0).textContent).to.equal('389.10');
    expect(
      within(table('Feed Wheat'))
        .getByText((_, el) => el?.tagName === 'TIME')
        .getAttribute('datetime'),
    ).to.equal('2026-11-23T10:45:30.000Z');

    act(() => stream.push(demoTick(8, [{ contract: 'LIFFE-FEED-WHEAT', index: 0, by: 1 }])));
    await waitFor(() => expect(currentPrice('Feed Wheat', 0).textContent).to.equal('184.90'));
    await waitFor(() => expect(currentPrice('Feed Wheat', 0).dataset.moved).to.equal('down'));
  });

  it('disables a preference switch while it saves, then prices every table again with it and says the settings changed', async () => {
    const saving = deferred();
    api.use(...cropMarketingHandlers(), stream.handler);
    api.use(
      http.put('/api/accounts/:reference/preferences/:profileNumber', async () => {
        await saving.promise;
        return undefined;
      }),
    );
    const typist = userEvent.setup();
    await loaded();
    expect(screen.queryByText(PREFERENCES_CHANGED_NOTICE)).to.equal(null);
    await typist.click(screen.getByRole('button', { name: 'Price preferences' }));
    const food = screen.getByRole('switch', { name: 'Food compliance' }) as HTMLInputElement;
    expect(food.checked).to.equal(false);
    await typist.click(food);
    expect(food.getAttribute('aria-disabled')).to.equal('true');
    expect(screen.getByRole('switch', { name: 'Weekend collections' }).getAttribute('aria-disabled')).to.equal('false');
    // While it saves, another press sends nothing.
    await typist.click(food);
    saving.release();
    await waitFor(() => expect(food.getAttribute('aria-disabled')).to.equal('false'));
    expect(food.checked).to.equal(true);
    expect(await api.requests.to('/api/accounts/HAR001/preferences/22531328', 'PUT')).to.have.length(1);
    const [saved] = await api.requests.to('/api/accounts/HAR001/preferences/22531328', 'PUT');
    expect(saved!.body).to.deep.equal({ currentValue: 'Yes' });
    // Food compliance is worth 2.00 more on every price.
    await waitFor(() => expect(currentPrice('Feed Wheat', 0).textContent).to.equal('185.90'));
    expect(await pricesAsked()).to.have.length(6);
    expect(screen.getByText(PREFERENCES_CHANGED_NOTICE)).to.not.equal(null);
  });

  it("asks for prices with the option to haul (XFH) once 'Ex-farm prices' is switched off", async () => {
    api.use(...cropMarketingHandlers(), stream.handler);
    const typist = userEvent.setup();
    await loaded();
    await typist.click(screen.getByRole('button', { name: 'Price preferences' }));
    await typist.click(screen.getByRole('switch', { name: /^Ex-farm prices/ }));
    await waitFor(async () => expect(await pricesAsked()).to.include.members(['FW 501 XFH', 'FB 501 XFH', 'OSR 501 XFH']));
    await waitFor(() => expect(currentPrice('Feed Wheat', 0).textContent).to.equal('187.40'));
    // Escape closes the menu and gives focus back to its button.
    await typist.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Price preferences' }).getAttribute('aria-expanded')).to.equal('false');
    expect(document.activeElement).to.equal(screen.getByRole('button', { name: 'Price preferences' }));
  });

  it('asks before changing the collection address: Cancel keeps it, OK reloads the prices for the new one', async () => {
    const typist = userEvent.setup();
    await loaded();
    const select = screen.getByLabelText('Collection address') as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).to.deep.equal([
      'Home Farm, Church Lane, Saffron Walden, CB10 1AA',
      'Long Meadow Grain Store and Drying Yard, Radwin…',
    ]);
    expect([...select.options].every((o) => o.textContent!.length <= 48)).to.equal(true);

    await typist.selectOptions(select, '502');
    const dialog = screen.getByRole('dialog', { name: 'Change collection address' });
    expect(dialog.textContent).to.contain('Updating your collection address may alter the price');
    await typist.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(select.value).to.equal('501');
    expect(await pricesAsked()).to.have.length(3);

    await typist.selectOptions(select, '502');
    await typist.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'OK' }));
    expect(select.value).to.equal('502');
    await waitFor(async () => expect(await pricesAsked()).to.include.members(['FW 502 XFM', 'FB 502 XFM', 'OSR 502 XFM']));
  });

  it('opens the server-error dialog when a crop-marketing load fails with a status over 400; OK closes it', async () => {
    api.use(http.get('/api/accounts/:reference/prices', () => failure(500, 'INTERNAL_ERROR', 'Something went wrong.')));
    const typist = userEvent.setup();
    renderPage();
    const dialog = await screen.findByRole('dialog', { name: 'Internal server error' });
    expect(dialog.textContent).to.contain('Sorry, something went wrong,');
    expect(dialog.textContent).to.contain('Please try again. If this problem persists, please contact us at support@myfarm.example or 01234 567890.');
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).to.deep.equal(['OK']);
    await typist.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).to.equal(null);
    expect(within(table('Feed Wheat')).getByText('No pricing is available')).to.not.equal(null);
  });

  it("opens 'No Collection Address' when the account has none", async () => {
    act(() => account$.next(account({ reference: 'EMP003', name: 'Empty Acres' })));
    renderPage();
    const dialog = await screen.findByRole('dialog', { name: 'No Collection Address' });
    expect(dialog.textContent).to.contain('There are no collection addresses associated with this account, please contact support@myfarm.example');
    expect(screen.getByText('No pricing is available')).to.not.equal(null);
    expect(await api.requests.to('/api/accounts/EMP003/prices')).to.have.length(0);
  });

  it("publishes a price alert request on the bus from a row's bell, with the row and its active alert, beside one alert dialog element", async () => {
    const requests: PriceAlertRequest[] = [];
    const subscription = priceAlertRequests$.subscribe((request) => request && requests.push(request));
    const typist = userEvent.setup();
    await loaded();
    expect(document.querySelector('farm-price-alert-dialog')).to.equal(null);
    await typist.click(screen.getByRole('button', { name: 'Set a price alert for Feed Wheat Nov 26' }));
    await typist.click(screen.getByRole('button', { name: 'Update the price alert for Feed Wheat Feb 27' }));
    await waitFor(() => expect(requests).to.have.length(2));
    subscription.unsubscribe();
    priceAlertRequests$.next(null);
    // The dialog's element is rendered from the first bell on, once, for the dialog's widget to upgrade.
    expect(document.querySelectorAll('farm-price-alert-dialog')).to.have.length(1);
    expect(requests.map((r) => [r.accountReference, r.commodity.name, r.row.sellReference, r.farmAddressId, r.priceType, r.triggerId])).to.deep.equal([
      ['HAR001', 'Feed Wheat', 'FW-2026-11', 501, 'XFM', null],
      ['HAR001', 'Feed Wheat', 'FW-2027-02', 501, 'XFM', demoTriggerId('FW')],
    ]);
  });

  it('shows internal users the plan area as a tooltip and a title column', async () => {
    session$.next({ user: user({ internal: true }), internal: true, getAccessToken: async () => 'token' });
    await loaded();
    const feedWheat = within(table('Feed Wheat'));
    expect(feedWheat.getByRole('columnheader', { name: 'Title' })).to.not.equal(null);
    expect(feedWheat.getAllByRole('cell')[0]!.textContent).to.equal('FW-2026-11');
    const period = bodyRows('Feed Wheat')[0]!.querySelector('th [tabindex="0"]') as HTMLElement;
    act(() => period.focus());
    const tip = feedWheat.getAllByRole('tooltip', { hidden: true })[0]!;
    expect(period.getAttribute('aria-describedby')).to.equal(tip.id);
    expect(tip.textContent).to.equal('Plan area FW 1');
    expect(getComputedStyle(tip).display).to.equal('block');
  });

  it('keeps the Sell buttons disabled outside trading times, saying when trading opens', async () => {
    api.use(...cropMarketingHandlers({ tradingOpen: false }), stream.handler);
    await loaded();
    const sell = within(bodyRows('Feed Wheat')[0]!).getAllByRole('button')[0]!;
    expect(sell.textContent).to.match(/^Opens (\w{3} )?\d{1,2}:\d{2} [AP]M$/);
    expect(sell.hasAttribute('disabled')).to.equal(true);
    expect(screen.getByText(/^Trading is closed\. Selling opens/)).to.not.equal(null);
  });

  it("says on a paused commodity's Sell buttons that selling is paused, and why, leaving the others to sell", async () => {
    const feedWheat = demoCommodities.find((commodity) => commodity.name === 'Feed Wheat')!;
    const pausedFeedWheat = (prices: Prices) =>
      prices.commodityExternalCdkId === feedWheat.commodityExternalCdkId ? { ...prices, sellingPaused: true } : prices;
    api.use(...cropMarketingHandlers({ markAlerts: pausedFeedWheat }), stream.handler);
    await loaded();
    const [paused] = within(bodyRows('Feed Wheat')[0]!).getAllByRole('button');
    expect(paused!.textContent).to.equal('Selling paused');
    expect(paused!.hasAttribute('disabled')).to.equal(true);
    expect(within(table('Feed Wheat')).getByRole('status').textContent).to.equal(cropMarketingMessages.sellingPaused);
    const other = demoCommodities.find((commodity) => commodity !== feedWheat)!;
    const [open] = within(bodyRows(other.name)[0]!).getAllByRole('button');
    await waitFor(() => expect(open!.hasAttribute('disabled')).to.equal(false));
    expect(open!.textContent).to.equal('Sell');
  });

  it('starts afresh for the new business on a business switch', async () => {
    const typist = userEvent.setup();
    await loaded();
    await typist.selectOptions(screen.getByLabelText('Collection address'), '502');
    expect(screen.getByRole('dialog')).to.not.equal(null);
    act(() => account$.next(fenEdge));
    await waitFor(async () => expect((await api.requests.to('/api/accounts/FEN002/prices')).length).to.equal(3));
    expect(screen.queryByRole('dialog')).to.equal(null);
    expect((screen.getByLabelText('Collection address') as HTMLSelectElement).value).to.equal('601');
  });
});
