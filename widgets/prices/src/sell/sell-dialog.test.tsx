import { ApiError } from '@farm/core';
import { cropMarketingMessages, type SaleDraft, type SaleResponse } from '@farm/area-crop-marketing';
import { WidgetRoot } from '@farm/ui';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'chai';
import { http, HttpResponse } from 'msw';
import { failure, ok } from '../../../../tests/support/api-envelopes';
import { demoCommodities, demoPrices } from '@farm/area-crop-marketing/mocks';
import { installFakeClock } from '../../../../tests/support/fake-clock';
import { mockApi } from '../../../../tests/support/mock-api-browser';
import { cropMarketingHandlers, DEMO_SALE, marketStreamHandler, standingOfferHandlers } from '../../../../tests/support/mock-handlers';
import { MycPage } from '../myc/myc-page';
import { SellDialog } from './sell-dialog';
import { signedInAsGrower } from '../../../../tests/support/signed-in-widget';

const stream = marketStreamHandler();
// The page lists standing offers too: none here (they have their own tests, in offers/).
const api = mockApi(...cropMarketingHandlers(), ...standingOfferHandlers(() => []).handlers, stream.handler);
const feedWheat = demoCommodities[0]!;
const prices = demoPrices(feedWheat);
const november = prices.rows[0]!;

/** Quotes at the given prices in turn (the last one from then on), as the server would answer them. */
function quotesAt(...salePrices: number[]) {
  let asked = 0;
  return http.post('/api/accounts/:reference/quotes', async ({ request }) => {
    const draft = (await request.json()) as SaleDraft;
    const salePrice = salePrices[Math.min(asked++, salePrices.length - 1)]!;
    return ok({ quote: { ...draft, quoteId: crypto.randomUUID(), salePrice, expiresAt: new Date(Date.now() + 120_000).toISOString() } });
  });
}

/** A promise the test settles, to hold a request open. */
function deferred() {
  let release!: () => void;
  const promise = new Promise<void>((resolve) => (release = resolve));
  return { promise, release };
}

const next = () => screen.getByRole('button', { name: 'Next' });
const completeSale = () => screen.getByRole('button', { name: 'Complete sale' });
const loadsBox = () => screen.getByRole('spinbutton', { name: /^Number of loads/ }) as HTMLInputElement;

describe('SellDialog', () => {
  let closed: number;
  let sold: SaleResponse[];
  let failures: unknown[];
  beforeEach(() => {
    closed = 0;
    sold = [];
    failures = [];
    signedInAsGrower();
  });
  afterEach(() => cleanup());

  const renderDialog = (row = november) =>
    render(
      <WidgetRoot cacheKey="test-sell">
        <SellDialog
          reference="HAR001"
          commodity={feedWheat}
          row={row}
          prices={prices}
          onClose={() => closed++}
          onSold={(sale) => sold.push(sale)}
          onError={(error) => failures.push(error)}
        />
      </WidgetRoot>,
    );

  /** Chooses varieties on step 1 and goes on to step 2. */
  async function toAmount(typist: ReturnType<typeof userEvent.setup>, varieties = ['Champion']) {
    for (const name of varieties) await typist.click(await screen.findByRole('checkbox', { name }));
    await typist.click(next());
  }

  /** Types the loads on step 2 and goes on to step 3. */
  async function toConfirm(typist: ReturnType<typeof userEvent.setup>, loads = '2') {
    await typist.clear(loadsBox());
    await typist.type(loadsBox(), loads);
    await typist.click(next());
  } /** The dialog opened on the November row, taken to Confirm with 2 loads, its first price (183.90) shown. */
  async function atConfirm() {
    const typist = userEvent.setup();
    renderDialog();
    await toAmount(typist);
    await toConfirm(typist);
    await waitFor(() => expect(screen.getByTestId('sale-price').textContent).to.equal('183.90'));
    return typist;
  }

  it('keeps Next disabled with no variety or more than three, saying the rule', async () => {
    const typist = userEvent.setup();
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'Sell Feed Wheat: Nov 26' })).to.not.equal(null);
    expect(screen.getByRole('heading', { name: 'Step 1 of 3: Variety' })).to.equal(document.activeElement);
    await screen.findByRole('checkbox', { name: 'Champion' });
    expect(screen.getAllByRole('checkbox')).to.have.length(5);
    expect(next().hasAttribute('disabled')).to.equal(true);
    for (const name of ['Champion', 'Gleam', 'Graham']) await typist.click(screen.getByRole('checkbox', { name }));
    expect(next().hasAttribute('disabled')).to.equal(false);
    await typist.click(screen.getByRole('checkbox', { name: 'Dawsum' }));
    expect(next().hasAttribute('disabled')).to.equal(true);
    expect((await screen.findByRole('alert')).textContent).to.equal('Choose 1 to 3 varieties.');
    await typist.click(screen.getByRole('checkbox', { name: 'Gleam' }));
    expect(next().hasAttribute('disabled')).to.equal(false);
  });

  it('starts the amount at 1 load of 29 MT, steps by 5, and keeps Next disabled with no amount or over 500 MT', async () => {
    const typist = userEvent.setup();
    renderDialog();
    await toAmount(typist);
    expect(screen.getByRole('heading', { name: 'Step 2 of 3: Amount' })).to.equal(document.activeElement);
    expect(loadsBox().value).to.equal('1');
    expect(screen.getByText('29 MT')).to.not.equal(null);
    expect(screen.getByText(/For part loads or more than 17 loads, please contact a trader\.$/)).to.not.equal(null);
    await typist.click(screen.getByRole('button', { name: 'More loads' }));
    await typist.click(screen.getByRole('button', { name: 'More loads' }));
    expect(loadsBox().value).to.equal('10');
    expect(screen.getByText('290 MT')).to.not.equal(null);

    await typist.clear(loadsBox());
    expect(next().hasAttribute('disabled')).to.equal(true);
    await typist.type(loadsBox(), '18');
    expect(screen.getByText('522 MT')).to.not.equal(null);
    expect(next().hasAttribute('disabled')).to.equal(true);
    await waitFor(() => expect(loadsBox().getAttribute('aria-invalid')).to.equal('true'));
    await typist.clear(loadsBox());
    await typist.type(loadsBox(), '17');
    expect(screen.getByText('493 MT')).to.not.equal(null);
    expect(next().hasAttribute('disabled')).to.equal(false);
  });

  it('says, allows and steps to 1 to 17 loads alike: + stops at 17 (493 MT), − at 1, and the box says 1 to 17', async () => {
    const typist = userEvent.setup();
    renderDialog();
    await toAmount(typist);
    const more = screen.getByRole('button', { name: 'More loads' });
    const fewer = screen.getByRole('button', { name: 'Fewer loads' });
    expect(screen.getByText(/^Sell 1 to 17 whole loads of 29 MT \(at most 500 MT\)\./)).to.not.equal(null);
    expect([loadsBox().min, loadsBox().max]).to.deep.equal(['1', '17']);
    expect(fewer.hasAttribute('disabled')).to.equal(true);
    const stops = [];
    while (!more.hasAttribute('disabled')) {
      await typist.click(more);
      stops.push(loadsBox().value);
    }
    expect(stops).to.deep.equal(['5', '10', '15', '17']);
    expect(screen.getByText('493 MT')).to.not.equal(null);
    expect(next().hasAttribute('disabled')).to.equal(false);
    await typist.click(fewer);
    expect(loadsBox().value).to.equal('15');
  });

  it("answers a blank, negative, part or huge amount with the sale rule, never zod's own words", async () => {
    const typist = userEvent.setup();
    renderDialog();
    await toAmount(typist);
    for (const typed of ['', '-3', '2.5', '18', '1000000000', '1e400']) {
      await typist.clear(loadsBox());
      if (typed) await typist.type(loadsBox(), typed);
      const alert = await screen.findByRole('alert');
      await waitFor(() => expect(alert.textContent, `typed '${typed}'`).to.equal(cropMarketingMessages.quantityRule));
      expect(loadsBox().getAttribute('aria-invalid')).to.equal('true');
      expect(next().hasAttribute('disabled'), `typed '${typed}'`).to.equal(true);
      expect(document.body.textContent).to.not.match(/Invalid input|expected number/);
    }
    // A step from a bad amount comes back into 1 to 17.
    await typist.click(screen.getByRole('button', { name: 'Fewer loads' }));
    await waitFor(() => expect(screen.queryByRole('alert')).to.equal(null));
    expect(Number(loadsBox().value)).to.be.within(1, 17);
  });

  it("asks the server for a quote on entering Confirm, under 'Refreshing Price', and completes only once the terms are ticked", async () => {
    const quoting = deferred();
    api.use(
      http.post('/api/accounts/:reference/quotes', async () => {
        await quoting.promise;
        return undefined;
      }),
    );
    const typist = userEvent.setup();
    renderDialog();
    await toAmount(typist, ['Champion', 'Graham']);
    await toConfirm(typist, '2');
    expect(screen.getByRole('status').textContent).to.equal('Refreshing Price');
    expect(completeSale().hasAttribute('disabled')).to.equal(true);
    quoting.release();
    await waitFor(() => expect(screen.getByTestId('sale-price').textContent).to.equal('183.90'));
    expect(screen.queryByText('Refreshing Price')).to.equal(null);
    expect(screen.getByText('Sale price (£/MT)')).to.not.equal(null);
    expect(screen.getByRole('timer').textContent).to.equal('2:00');
    expect(screen.getByText('Champion, Graham')).to.not.equal(null);
    expect(screen.getByText('2 loads (58 MT)')).to.not.equal(null);
    const [quote] = await api.requests.to('/api/accounts/HAR001/quotes', 'POST');
    expect(quote!.body).to.deep.equal({
      commodityId: 1,
      farmAddressId: 501,
      priceType: 'XFM',
      quantity: 58,
      sellReference: 'FW-2026-11',
      varietyList: [101, 103],
    });

    expect(completeSale().hasAttribute('disabled')).to.equal(true);
    await typist.click(screen.getByRole('checkbox', { name: 'I accept the Farm purchase terms' }));
    expect(completeSale().hasAttribute('disabled')).to.equal(false);
  });

  it("says on Confirm, before the terms, that an 'as available' sale is collected within 10 full working days (spec 2 §9)", async () => {
    const typist = userEvent.setup();
    const spot = { ...november, asAvailable: true, contractPeriod: { from: '2026-11-02', to: '2026-11-16', cropYear: 2026, isContractSplit: true } };
    renderDialog(spot);
    await toAmount(typist);
    expect(screen.queryByTestId('as-available-notice')).to.equal(null);
    await toConfirm(typist);
    await waitFor(() => expect(screen.getByTestId('sale-price').textContent).to.equal('183.90'));
    expect(screen.getByTestId('as-available-notice').textContent).to.equal('As available: collected within 10 full working days of the sale.');
    cleanup();

    // A row of a month says nothing of it.
    renderDialog();
    await toAmount(typist);
    await toConfirm(typist);
    await waitFor(() => expect(screen.getByTestId('sale-price').textContent).to.equal('183.90'));
    expect(screen.queryByTestId('as-available-notice')).to.equal(null);
  });

  it("asks again when the 2:00 countdown ends, and says 'price has changed' when it did", async () => {
    api.use(quotesAt(183.9, 185.1));
    const clock = installFakeClock();
    try {
      await atConfirm();
      act(() => clock.advance(119_000));
      expect(screen.getByRole('timer').textContent).to.equal('0:01');
      expect(await api.requests.to('/api/accounts/HAR001/quotes', 'POST')).to.have.length(1);
      act(() => clock.advance(1_000));
      await waitFor(() => expect(screen.getByTestId('sale-price').textContent).to.equal('185.10'));
      expect(screen.getByText('Sale price (£/MT) - price has changed')).to.not.equal(null);
      expect(screen.getByRole('timer').textContent).to.equal('2:00');
      expect(await api.requests.to('/api/accounts/HAR001/quotes', 'POST')).to.have.length(2);
    } finally {
      clock.uninstall();
    }
  });

  it('keeps the price label as it was when the new quote has the same price', async () => {
    api.use(quotesAt(183.9));
    const clock = installFakeClock();
    try {
      await atConfirm();
      act(() => clock.advance(120_000));
      await waitFor(async () => expect(await api.requests.to('/api/accounts/HAR001/quotes', 'POST')).to.have.length(2));
      await waitFor(() => expect(screen.getByRole('timer').textContent).to.equal('2:00'));
      expect(screen.getByText('Sale price (£/MT)')).to.not.equal(null);
    } finally {
      clock.uninstall();
    }
  });

  it('takes the new price of a quote the server says expired (409), showing that it changed, and sells at the new quote', async () => {
    let refusals = 0;
    api.use(
      quotesAt(183.9, 186),
      http.post('/api/accounts/:reference/contracts', () => {
        if (refusals++ > 0) return undefined;
        return HttpResponse.json(
          {
            status: 409,
            errorCode: 'QUOTE_EXPIRED',
            errorMessage: 'The price has changed since your quote. Please check the new price.',
            data: { salePrice: 186 },
          },
          { status: 409 },
        );
      }),
    );
    const typist = await atConfirm();
    await typist.click(screen.getByRole('checkbox', { name: 'I accept the Farm purchase terms' }));
    await typist.click(completeSale());
    await waitFor(() => expect(screen.getByTestId('sale-price').textContent).to.equal('186.00'));
    expect(screen.getByText('Sale price (£/MT) - price has changed')).to.not.equal(null);
    expect(failures).to.deep.equal([]);

    await typist.click(completeSale());
    await waitFor(() => expect(sold).to.deep.equal([DEMO_SALE]));
    const [expired, accepted] = await api.requests.to('/api/accounts/HAR001/contracts', 'POST');
    expect([(expired!.body as { salePrice: number }).salePrice, (accepted!.body as { salePrice: number }).salePrice]).to.deep.equal([183.9, 186]);
    expect((accepted!.body as { quoteId: string }).quoteId).to.not.equal((expired!.body as { quoteId: string }).quoteId);
    // Another quote is another sale attempt, with its own key.
    expect(accepted!.headers.get('Idempotency-Key')).to.not.equal(expired!.headers.get('Idempotency-Key'));
    expect(await api.requests.to('/api/accounts/HAR001/quotes', 'POST')).to.have.length(2);
  });

  it('hands a refused sale (a status over 400) to the server-error dialog', async () => {
    api.use(http.post('/api/accounts/:reference/contracts', () => failure(409, 'MARKET_CLOSED', 'Trading is closed.')));
    const typist = await atConfirm();
    await typist.click(screen.getByRole('checkbox', { name: 'I accept the Farm purchase terms' }));
    await typist.click(completeSale());
    await waitFor(() => expect(failures).to.have.length(1));
    expect(failures[0]).to.be.instanceOf(ApiError);
    expect((failures[0] as ApiError).status).to.equal(409);
    expect(sold).to.deep.equal([]);
  });

  it('works by keyboard alone: focus stays inside the dialog, and Escape (the cancel event) closes it', async () => {
    const typist = userEvent.setup();
    renderDialog();
    const dialog = screen.getByRole('dialog');
    await screen.findByRole('checkbox', { name: 'Champion' });
    await typist.tab();
    expect(document.activeElement).to.equal(screen.getByRole('checkbox', { name: 'Champion' }));
    await typist.keyboard(' ');
    for (let i = 0; i < 10; i++) {
      await typist.tab();
      expect(dialog.contains(document.activeElement)).to.equal(true);
    }
    // Escape on a modal <dialog> is the browser's cancel event, which a synthetic key press does not cause.
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(closed).to.equal(1);
  });
});

describe('Selling from the crop marketing page', function () {
  // Whole journeys through the page: more steps than mocha's default 2 seconds allows on a busy machine.
  this.timeout(15_000);
  beforeEach(() => {
    signedInAsGrower();
  });
  afterEach(() => cleanup());

  /** Opens the page, sells Gleam from Feed Wheat's Nov 26 row (`loads` when given) and ticks the terms on step 3. */
  async function termsTickedOnConfirmStep(loads?: string) {
    const typist = userEvent.setup();
    render(
      <WidgetRoot cacheKey="test-sell-page">
        <MycPage />
      </WidgetRoot>,
    );
    await typist.click(await screen.findByRole('button', { name: 'Sell Feed Wheat Nov 26' }));
    await typist.click(await screen.findByRole('checkbox', { name: 'Gleam' }));
    await typist.click(next());
    if (loads) {
      await typist.clear(loadsBox());
      await typist.type(loadsBox(), loads);
    }
    await typist.click(next());
    await waitFor(() => expect(screen.getByTestId('sale-price').textContent).to.equal('183.90'));
    await typist.click(screen.getByRole('checkbox', { name: 'I accept the Farm purchase terms' }));
    return typist;
  }

  it("sells 2 loads with one Idempotency-Key, the same on a retry, then shows 'Sale confirmed' with the reference and the contract PDF", async () => {
    let attempts = 0;
    api.use(http.post('/api/accounts/:reference/contracts', () => (attempts++ === 0 ? HttpResponse.error() : undefined)));
    const typist = await termsTickedOnConfirmStep('2');

    // The connection drops: the sale may or may not have been made, so the retry carries the same key.
    await typist.click(completeSale());
    expect((await screen.findByRole('alert')).textContent).to.match(/^Connectivity error/);
    await typist.click(completeSale());
    const confirmed = await screen.findByRole('dialog', { name: 'Sale confirmed' });
    expect(within(confirmed).getByTestId('contract-ref').textContent).to.equal(DEMO_SALE.contractRef);
    const [first, retry] = await api.requests.to('/api/accounts/HAR001/contracts', 'POST');
    expect(first!.headers.get('Idempotency-Key')).to.match(/^[0-9a-f-]{36}$/);
    expect(retry!.headers.get('Idempotency-Key')).to.equal(first!.headers.get('Idempotency-Key'));
    expect(retry!.body).to.include({ commodityId: 1, farmAddressId: 501, priceType: 'XFM', quantity: 58, sellReference: 'FW-2026-11', salePrice: 183.9 });
    expect((retry!.body as { varietyList: number[] }).varietyList).to.deep.equal([102]);

    const link = (await within(confirmed).findByRole('link', { name: 'Open the contract note (PDF)' })) as HTMLAnchorElement;
    expect(link.href).to.match(/^blob:/);
    expect(link.target).to.equal('_blank');
    expect(await (await fetch(link.href)).text()).to.match(/^%PDF-1\.4/);
    const [pdf] = await api.requests.to(`/api/accounts/HAR001/documents/${DEMO_SALE.documentNo}`);
    expect(pdf!.headers.get('Authorization')).to.equal('Bearer token');

    await typist.click(within(confirmed).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).to.equal(null);
  });

  it('opens the server-error dialog when a sale is refused with a status over 400', async () => {
    api.use(http.post('/api/accounts/:reference/contracts', () => failure(422, 'PRICE_MISMATCH', 'The sale price does not match your quote.')));
    const typist = await termsTickedOnConfirmStep();
    await typist.click(completeSale());
    expect(await screen.findByRole('dialog', { name: 'Internal server error' })).to.not.equal(null);
  });
});
