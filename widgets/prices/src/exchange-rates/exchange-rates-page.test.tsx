import { configureApi, queryClient, session$ } from '@farm/core';
import { WidgetRoot } from '@farm/ui';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'chai';
import { http } from 'msw';
import { failure, ok } from '../../../../tests/support/api-envelopes';
import { user } from '../../../../tests/support/fixtures';
import { demoExchangeCurrencies, demoTick } from '@farm/area-crop-marketing/mocks';
import { mockApi } from '../../../../tests/support/mock-api-browser';
import { cropMarketingHandlers, marketStreamHandler } from '../../../../tests/support/mock-handlers';
import { ExchangeRatesPage } from './exchange-rates-page';

const stream = marketStreamHandler();
const api = mockApi(...cropMarketingHandlers(), stream.handler);

const tables = () => screen.queryAllByTestId('exchange-table');
const table = (title: string) => tables().find((card) => card.querySelector('h2')!.textContent === title)!;
const bodyRows = (title: string) => within(table(title)).getAllByRole('row').slice(1);
/** The cells of a table's row `index`: delivery month, last trade, bid, ask and net change, as shown. */
const rowText = (title: string, index: number) => [...bodyRows(title)[index]!.querySelectorAll('th, td')].map((cell) => cell.textContent);
const answering = (exchangeCurrencies: unknown) => http.get('/api/exchange-currencies', () => ok({ exchangeCurrencies }));

describe('ExchangeRatesPage', () => {
  beforeEach(() => {
    configureApi({ apiRoot: '/api', getAccessToken: async () => 'token' });
    session$.next({ user: user(), internal: false, getAccessToken: async () => 'token' });
  });
  afterEach(() => cleanup());

  const renderPage = () =>
    render(
      <WidgetRoot cacheKey="test-exchange-rates">
        <ExchangeRatesPage />
      </WidgetRoot>,
    );

  it("shows the four CME currency futures, titled without 'CME ' and with their basis, 9 delivery months each at 4 decimals", async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).to.equal('Exchange Rates');
    await waitFor(() => expect(tables()).to.have.length(4));
    expect(tables().map((card) => card.querySelector('h2')!.textContent)).to.deep.equal([
      'British Pound - US dollars per pound',
      'Euro FX - US dollars per euro',
      'Euro/British Pound - Pounds per euro',
      'Canadian Dollar - US dollars per Canadian dollar',
    ]);
    for (const card of tables()) {
      const title = card.querySelector('h2')!.textContent!;
      expect(within(card).getByRole('table', { name: title })).to.not.equal(null);
      expect(bodyRows(title)).to.have.length(9);
    }
    expect(rowText('British Pound - US dollars per pound', 0)).to.deep.equal(['Dec 26', '1.2862', '1.2861', '1.2863', '▲up 0.0012']);
    expect(rowText('British Pound - US dollars per pound', 8)).to.deep.equal(['Dec 28', '1.2838', '1.2837', '1.2839', '▲up 0.0020']);
    // Trailing zeros stay: 1.087 is shown 1.0870.
    expect(rowText('Euro FX - US dollars per euro', 0)).to.deep.equal(['Dec 26', '1.0870', '1.0869', '1.0871', '▲up 0.0012']);
    expect(rowText('Euro FX - US dollars per euro', 1)).to.deep.equal(['Mar 27', '1.0867', '1.0866', '1.0868', '▼down 0.0013']);
  });

  it('shows at most 9 delivery months in a table, whatever the answer holds', async () => {
    api.use(answering(demoExchangeCurrencies(12)));
    renderPage();
    await waitFor(() => expect(tables()).to.have.length(4));
    for (const card of tables()) expect(within(card).getAllByRole('row')).to.have.length(1 + 9);
  });

  it('says when the newest table was priced, live', async () => {
    const [pound, euro, ...rest] = demoExchangeCurrencies();
    api.use(answering([pound, { ...euro!, snapshotTimeStamp: '2026-11-23T10:34:20.000Z' }, ...rest]));
    renderPage();
    const note = await screen.findByTestId('exchange-timestamp');
    const time = note.querySelector('time')!;
    expect(time.getAttribute('datetime')).to.equal('2026-11-23T10:34:20.000Z');
    expect(note.textContent).to.equal(
      `Prices as at ${new Date('2026-11-23T10:34:20.000Z').toLocaleTimeString('en-GB')}, updating live. Each table shows the next delivery months of a CME currency future. Demo data`,
    );
  });

  it('moves a currency table with a tick, exactly at 4 decimals, and the time with it', async () => {
    renderPage();
    await waitFor(() => expect(tables()).to.have.length(4));
    await waitFor(() => expect(stream.connections()).to.be.greaterThan(0));
    act(() => stream.push(demoTick(9, [{ contract: 'CME-BRITISH-POUND', index: 0, by: 0.0003 }], '2026-11-23T10:45:00.000Z')));
    await waitFor(() => expect(rowText('British Pound - US dollars per pound', 0)).to.deep.equal(['Dec 26', '1.2865', '1.2864', '1.2866', '▲up 0.0015']));
    await waitFor(() => expect(bodyRows('British Pound - US dollars per pound')[0]!.querySelector('td span')!.getAttribute('data-moved')).to.equal('up'));
    expect(rowText('Euro FX - US dollars per euro', 0)[1]).to.equal('1.0870');
    expect(screen.getByTestId('exchange-timestamp').querySelector('time')!.getAttribute('datetime')).to.equal('2026-11-23T10:45:00.000Z');
    expect(await api.requests.to('/api/exchange-currencies')).to.have.length(1);
  });

  it("says 'No pricing is available' in a table without prices, and for the page when every table is empty", async () => {
    const [pound, ...rest] = demoExchangeCurrencies();
    api.use(answering([{ ...pound!, snapshots: [] }, ...rest]));
    renderPage();
    await waitFor(() => expect(tables()).to.have.length(4));
    expect(within(table('British Pound - US dollars per pound')).queryByRole('table')).to.equal(null);
    expect(within(table('British Pound - US dollars per pound')).getByText('No pricing is available')).to.not.equal(null);
    expect(within(table('Euro FX - US dollars per euro')).getAllByRole('row')).to.have.length(10);
    cleanup();
    queryClient.clear();

    api.use(answering(demoExchangeCurrencies(0)));
    renderPage();
    expect(await screen.findByText('No pricing is available')).to.not.equal(null);
    expect(tables()).to.have.length(0);
    expect(screen.queryByTestId('exchange-timestamp')).to.equal(null);
  });

  it('opens the server-error dialog when the rates fail with a 500; OK closes it', async () => {
    api.use(http.get('/api/exchange-currencies', () => failure(500, 'INTERNAL_ERROR', 'Something went wrong.')));
    const typist = userEvent.setup();
    renderPage();
    const dialog = await screen.findByRole('dialog', { name: 'Internal server error' });
    await typist.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).to.equal(null);
    expect(screen.getByText('No pricing is available')).to.not.equal(null);
  });
});
