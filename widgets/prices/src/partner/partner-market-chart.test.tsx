import { configureApi, PARTNER_ERROR_CODES } from '@farm/core';
import { cleanup, configure, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import { http } from 'msw';
import { failure } from '../../../../tests/support/api-envelopes';
import { demoChartPoints } from '@farm/area-crop-marketing/mocks';
import { mockApi } from '../../../../tests/support/mock-api-browser';
import { cropMarketingHandlers, DEMO_PARTNER_KEY, marketStreamHandler } from '../../../../tests/support/mock-handlers';
import { defineMarketChartElement } from '../elements/market-chart-element';

// The first chart loads lightweight-charts, and a two-year history is hundreds of bars to draw: waits get 5 s.
configure({ asyncUtilTimeout: 5_000 });

const stream = marketStreamHandler();
const api = mockApi(...cropMarketingHandlers(), stream.handler);

/** Puts a <farm-market-chart> on the page, as a partner's HTML does, and gives back its shadow root's content. */
function place(attributes: Record<string, string>) {
  const element = document.createElement('farm-market-chart');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return within(element.shadowRoot as unknown as HTMLElement);
}

/** The partner chart's questions so far: commodity, period and delivery month. */
const chartQuestions = async () =>
  (await api.requests.to('/api/public/market-chart')).map(({ url }) => ['commodity', 'period', 'deliveryMonth'].map((key) => url.searchParams.get(key)));

describe('<farm-market-chart> on a partner page', function () {
  // Each test draws a chart of up to two years of bars: more than mocha's default 2 seconds on a busy machine.
  this.timeout(10_000);
  before(() => defineMarketChartElement());
  beforeEach(() => configureApi({ apiRoot: '/api', getAccessToken: undefined }));
  afterEach(async () => {
    document.querySelectorAll('farm-market-chart').forEach((element) => element.remove());
    cleanup();
    await setViewport({ width: 1280, height: 900 });
  });

  it("titles the chart with the history's market and basis, sending the partner key, and links to MyFarm", async () => {
    const shadow = place({ commodity: 'cbot-corn', 'partner-key': DEMO_PARTNER_KEY });
    // Until the history answers, the attribute is the title.
    expect((await shadow.findByRole('heading', { level: 2 })).textContent).to.equal('cbot-corn');
    await waitFor(() => expect(shadow.getByRole('heading', { level: 2 }).textContent).to.equal('CME Corn - US cents per bushel'));
    await waitFor(() => expect(shadow.getByTestId('market-chart').querySelector('canvas')).to.not.equal(null));
    expect(shadow.getByRole('region', { name: 'CME Corn - US cents per bushel' })).to.not.equal(null);
    await waitFor(() => expect(shadow.getByTestId('chart-latest').textContent).to.equal('Nov 26, US cents per bushel: 432.50'));
    const [request] = await api.requests.to('/api/public/market-chart');
    expect(request!.headers.get('X-Partner-Key')).to.equal(DEMO_PARTNER_KEY);
    expect(request!.headers.get('Authorization')).to.equal(null);
    const link = shadow.getByRole('link', { name: 'Grain prices and selling on MyFarm' }) as HTMLAnchorElement;
    expect(link.href).to.equal(`${window.location.origin}/dashboard/myc`);
  });

  it('opens on the period its attribute names, and the reader can change it', async () => {
    const typist = userEvent.setup();
    const shadow = place({ commodity: 'LIFFE Feed Wheat', period: '6m', 'partner-key': DEMO_PARTNER_KEY });
    await waitFor(() => expect(shadow.getByTestId('market-chart').dataset.points).to.equal(String(demoChartPoints('6M'))));
    expect(shadow.getByRole('button', { name: '6M' }).getAttribute('aria-pressed')).to.equal('true');
    await typist.click(shadow.getByRole('button', { name: '1Y' }));
    await waitFor(() => expect(shadow.getByTestId('market-chart').dataset.period).to.equal('1Y'));
    expect(await chartQuestions()).to.deep.equal([
      ['LIFFE Feed Wheat', '6M', null],
      ['LIFFE Feed Wheat', '1Y', null],
    ]);
  });

  it('opens on three months at a tablet width when no period is given, or the period is not one of its choices', async () => {
    await setViewport({ width: 1000, height: 800 });
    place({ commodity: 'MATIF Rapeseed', 'partner-key': DEMO_PARTNER_KEY });
    place({ commodity: 'MATIF Milling Wheat', period: '5Y', 'partner-key': DEMO_PARTNER_KEY });
    await waitFor(async () =>
      expect(await chartQuestions()).to.have.deep.members([
        ['MATIF Rapeseed', '3M', null],
        ['MATIF Milling Wheat', '3M', null],
      ]),
    );
  });

  it("says what is wrong with the partner key in the widget's own words", async () => {
    const missing = place({ commodity: 'LIFFE Feed Wheat' });
    expect((await missing.findByRole('alert')).textContent).to.equal(
      'This market chart widget has no partner key. Please add the partner-key attribute you were given.',
    );
    const wrong = place({ commodity: 'LIFFE Feed Wheat', 'partner-key': 'not-ours' });
    expect((await wrong.findByRole('alert')).textContent).to.equal('This market chart widget is not set up for this website. Please check the partner key.');
  });

  it('says when the partner key does not include the chart (403)', async () => {
    api.use(
      http.get('/api/public/market-chart', () =>
        failure(403, PARTNER_ERROR_CODES.widgetForbidden, 'The partner key does not include the farm-market-chart widget.'),
      ),
    );
    const shadow = place({ commodity: 'LIFFE Feed Wheat', 'partner-key': DEMO_PARTNER_KEY });
    expect((await shadow.findByRole('alert')).textContent).to.equal(
      'Your partner key does not include the market chart widget. Please ask us to add it to your partner account.',
    );
  });

  it('asks for a commodity attribute when it has none, asking the server nothing', async () => {
    const shadow = place({ 'partner-key': DEMO_PARTNER_KEY });
    expect((await shadow.findByRole('alert')).textContent).to.equal('Add a commodity attribute, for example commodity="LIFFE Feed Wheat", to show a chart.');
    expect(await chartQuestions()).to.have.length(0);
  });
});
