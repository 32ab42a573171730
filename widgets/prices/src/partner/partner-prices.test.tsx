import { configureApi, PARTNER_ERROR_CODES } from '@farm/core';
import { act, cleanup, waitFor, within } from '@testing-library/react';
import { expect } from 'chai';
import { http } from 'msw';
import { failure } from '../../../../tests/support/api-envelopes';
import { DEMO_PERIOD_HEADINGS, demoTick } from '@farm/area-crop-marketing/mocks';
import { mockApi } from '../../../../tests/support/mock-api-browser';
import { cropMarketingHandlers, marketStreamHandler } from '../../../../tests/support/mock-handlers';
import { definePricesElement } from '../elements/prices-element';

const stream = marketStreamHandler();
const api = mockApi(...cropMarketingHandlers(), stream.handler);

/** Puts a <farm-prices> on the page, as a partner's HTML does, and gives back its shadow root's content. */
function place(attributes: Record<string, string>) {
  const element = document.createElement('farm-prices');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return within(element.shadowRoot as unknown as HTMLElement);
}

describe('<farm-prices> on a partner page', () => {
  before(() => definePricesElement());
  beforeEach(() => configureApi({ apiRoot: '/api', getAccessToken: undefined }));
  afterEach(() => {
    document.querySelectorAll('farm-prices').forEach((element) => element.remove());
    cleanup();
  });

  it('shows indicative prices for the commodity near the postcode, sending the partner key, and links to selling on MyFarm', async () => {
    const shadow = place({ commodity: 'Feed Wheat', postcode: 'CB10 2RL', 'partner-key': 'demo-partner-key' });
    await waitFor(() => expect(shadow.getAllByRole('row')).to.have.length(7));
    expect(shadow.getByRole('heading', { level: 2 }).textContent).to.equal('Feed Wheat prices');
    expect(shadow.getByText(/^Indicative ex-farm prices for the CB postcode area/)).to.not.equal(null);
    expect(shadow.getAllByRole('rowheader').map((cell) => cell.textContent)).to.deep.equal(DEMO_PERIOD_HEADINGS.slice(0, 6));
    expect(shadow.getByTestId('demo-data').textContent).to.equal('Demo data');
    const sell = shadow.getByRole('link', { name: 'Sell on MyFarm' }) as HTMLAnchorElement;
    expect(sell.href).to.equal(`${window.location.origin}/dashboard/myc`);
    const [request] = await api.requests.to('/api/public/prices');
    expect(request!.headers.get('X-Partner-Key')).to.equal('demo-partner-key');
    expect(request!.headers.get('Authorization')).to.equal(null);
    expect([...request!.url.searchParams]).to.deep.equal([
      ['commodity', 'Feed Wheat'],
      ['postcode', 'CB10 2RL'],
      ['priceType', 'XFM'],
    ]);
  });

  it('moves with the live market stream', async () => {
    const shadow = place({ commodity: 'Feed Wheat', postcode: 'CB10 2RL', 'partner-key': 'demo-partner-key', 'price-type': 'xfh' });
    await waitFor(() => expect(shadow.getAllByRole('row')).to.have.length(7));
    const price = () => shadow.getAllByRole('row')[1]!.querySelector('td span')!;
    expect(price().textContent).to.equal('187.40');
    await waitFor(() => expect(stream.connections()).to.be.greaterThan(0));
    act(() => stream.push(demoTick(4, [{ contract: 'LIFFE-FEED-WHEAT', index: 0, by: 0.6 }])));
    await waitFor(() => expect(price().textContent).to.equal('188.00'));
    expect(price().getAttribute('data-moved')).to.equal('up');
  });

  it("says what is wrong with the partner key in the widget's own words", async () => {
    api.use(http.get('/api/public/prices', () => failure(403, PARTNER_ERROR_CODES.keyInvalid, 'Unknown partner key.')));
    const shadow = place({ commodity: 'Feed Wheat', postcode: 'CB10 2RL', 'partner-key': 'not-ours' });
    expect((await shadow.findByRole('alert')).textContent).to.equal('This prices widget is not set up for this website. Please check the partner key.');
  });
});
