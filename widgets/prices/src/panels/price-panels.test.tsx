import { account$ } from '@farm/core';
import { WidgetRoot } from '@farm/ui';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'chai';
import { http } from 'msw';
import { failure } from '../../../../tests/support/api-envelopes';
import { demoTick } from '@farm/area-crop-marketing/mocks';
import { account } from '../../../../tests/support/fixtures';
import { mockApi } from '../../../../tests/support/mock-api-browser';
import { cropMarketingHandlers, marketStreamHandler } from '../../../../tests/support/mock-handlers';
import { GrainPricesPanel } from './grain-prices-panel';
import { PricePanels } from './price-panels';
import { signedInAsGrower } from '../../../../tests/support/signed-in-widget';

const stream = marketStreamHandler();
const api = mockApi(...cropMarketingHandlers(), stream.handler);

const grainPanel = () => screen.getByRole('region', { name: 'Your grain prices: Feed Wheat' });
const marketsPanel = () => screen.getByRole('region', { name: 'Global Markets: LIFFE Feed Wheat - GBP per tonne' });
/** The price cell of a panel's first row. */
const firstPrice = (panel: HTMLElement) => within(panel).getAllByRole('row')[1]!.querySelector('td span')!;

describe('PricePanels', () => {
  beforeEach(() => {
    signedInAsGrower();
    sessionStorage.clear();
  });
  afterEach(() => cleanup());

  const renderPanels = () =>
    render(
      <WidgetRoot cacheKey="test-panels">
        <PricePanels />
      </WidgetRoot>,
    );

  it('shows Feed Wheat prices and the LIFFE futures, each with a More link to crop marketing', async () => {
    renderPanels();
    await waitFor(() => expect(within(grainPanel()).getAllByRole('row')).to.have.length(5));
    await waitFor(() => expect(within(marketsPanel()).getAllByRole('row')).to.have.length(5));
    expect(
      within(grainPanel())
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).to.deep.equal(['Nov 26', 'Dec 26', '16/01/2027 - 15/02/2027', 'Feb 27']);
    expect(firstPrice(grainPanel()).textContent).to.equal('183.90');
    expect(within(marketsPanel()).getAllByRole('rowheader')[0]!.textContent).to.equal('Nov 26');
    expect(firstPrice(marketsPanel()).textContent).to.equal('185.40');
    for (const panel of [grainPanel(), marketsPanel()]) {
      const more = within(panel).getByRole('link', { name: /^More/ });
      expect(more.getAttribute('href')).to.equal('/dashboard/myc');
      expect(within(panel).getByTestId('demo-data')).to.not.equal(null);
    }
    const [prices] = await api.requests.to('/api/accounts/HAR001/prices');
    expect(prices!.url.searchParams.get('commodityExternalCdkId')).to.equal('FW');
    expect((await api.requests.to('/api/commodities/LIFFE-FEED-WHEAT/forecast'))[0]!.url.searchParams.get('periods')).to.equal('12');
  });

  it('moves both panels with a live tick, without a reload', async () => {
    renderPanels();
    await waitFor(() => expect(firstPrice(grainPanel()).textContent).to.equal('183.90'));
    await waitFor(() => expect(firstPrice(marketsPanel()).textContent).to.equal('185.40'));
    await waitFor(() => expect(stream.connections()).to.be.greaterThan(0));
    const connections = stream.connections();
    act(() => stream.push(demoTick(3, [{ contract: 'LIFFE-FEED-WHEAT', index: 0, by: -1.5 }])));
    await waitFor(() => expect(firstPrice(grainPanel()).textContent).to.equal('182.40'));
    expect(firstPrice(grainPanel()).getAttribute('data-moved')).to.equal('down');
    await waitFor(() => expect(firstPrice(marketsPanel()).textContent).to.equal('183.90'));
    // Both panels listen to the page's one stream.
    expect(stream.connections()).to.equal(connections);
    expect(await api.requests.to('/api/accounts/HAR001/prices')).to.have.length(1);
  });

  it('collapses on a phone: the title is a button that hides and shows the panel', async () => {
    const typist = userEvent.setup();
    render(
      <WidgetRoot cacheKey="test-panels-phone">
        <GrainPricesPanel reference="HAR001" collapsible refetchInterval={false} onError={() => undefined} onNoAddress={() => undefined} />
      </WidgetRoot>,
    );
    const toggle = within(grainPanel()).getByRole('button', { name: 'Your grain prices: Feed Wheat' });
    expect(toggle.getAttribute('aria-expanded')).to.equal('true');
    await waitFor(() => expect(within(grainPanel()).getAllByRole('row')).to.have.length(5));
    await typist.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    expect(within(grainPanel()).queryAllByRole('row')).to.have.length(0);
    await typist.click(toggle);
    expect(within(grainPanel()).getAllByRole('row')).to.have.length(5);
  });

  it('prompts once a session when the business has no collection address', async () => {
    const typist = userEvent.setup();
    act(() => account$.next(account({ reference: 'EMP003', name: 'Empty Acres' })));
    renderPanels();
    const dialog = await screen.findByRole('dialog', { name: 'No Collection Address' });
    expect(within(grainPanel()).getByText('No pricing is available')).to.not.equal(null);
    await typist.click(within(dialog).getByRole('button', { name: 'OK' }));
    cleanup();
    renderPanels();
    await waitFor(() => expect(within(grainPanel()).getByText('No pricing is available')).to.not.equal(null));
    expect(screen.queryByRole('dialog')).to.equal(null);
  });

  it('opens the server-error dialog when the futures fail with a status over 400', async () => {
    api.use(http.get('/api/commodities/:id/forecast', () => failure(503, 'UNAVAILABLE', 'Market data is unavailable.')));
    renderPanels();
    expect(await screen.findByRole('dialog', { name: 'Internal server error' })).to.not.equal(null);
    expect(within(marketsPanel()).getByText('No Data')).to.not.equal(null);
  });
});
