import { formatDate } from '@farm/core';
import { standingOfferMessages, STANDING_OFFER_MAX_DAYS } from '@farm/area-alerts';
import { WidgetRoot } from '@farm/ui';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'chai';
import { http } from 'msw';
import { failure } from '../../../../tests/support/api-envelopes';
import { mockApi } from '../../../../tests/support/mock-api-browser';
import { cropMarketingHandlers, marketStreamHandler, standingOfferHandlers } from '../../../../tests/support/mock-handlers';
import { MycPage } from '../myc/myc-page';
import { signedInAsGrower } from '../../../../tests/support/signed-in-widget';

const stream = marketStreamHandler();
const api = mockApi(...cropMarketingHandlers(), ...standingOfferHandlers(() => []).handlers, stream.handler);

const daysAhead = (days: number) => {
  const today = new Date();
  return new Date(today.getFullYear(), today.getMonth(), today.getDate() + days);
};

// The whole page loads (three price tables) before a row's button is there: waits get 5 s, tests 15 s.
describe('OfferDialog: sell automatically at a target price', function () {
  this.timeout(15_000);
  beforeEach(() => {
    signedInAsGrower();
  });
  afterEach(() => cleanup());

  /** The myc page with the dialog open on Feed Wheat Nov 26 (£183.90/MT). */
  const openDialog = async () => {
    const typist = userEvent.setup();
    render(
      <WidgetRoot cacheKey="test-offer-dialog">
        <MycPage />
      </WidgetRoot>,
    );
    await typist.click(await screen.findByRole('button', { name: 'Sell automatically at a target price: Feed Wheat Nov 26' }, { timeout: 5_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Sell automatically: Feed Wheat' });
    await within(dialog).findByRole('checkbox', { name: 'Champion' });
    await within(dialog).findByLabelText('Expiry date', {}, { timeout: 5_000 });
    return { typist, dialog };
  };
  const submitButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: /^Sell automatically/ });

  it('shows the commodity, the period and the current price', async () => {
    const { dialog } = await openDialog();
    const facts = dialog.querySelector('dl')!;
    expect(Array.from(facts.querySelectorAll('dd')).map((dd) => dd.textContent)).to.deep.equal(['Feed Wheat', 'Nov 26', '£183.90/MT']);
  });

  it('says what is missing: the varieties, a target price and the expiry date', async () => {
    const { typist, dialog } = await openDialog();
    await typist.click(submitButton(dialog));
    await waitFor(() => expect(within(dialog).getByText('Choose 1 to 3 varieties.')).to.not.equal(null));
    expect(within(dialog).getByText('Enter a price in £/MT with at most 2 decimals, e.g. 212.50')).to.not.equal(null);
    expect(within(dialog).getByText(standingOfferMessages.expiryRule)).to.not.equal(null);
    expect(await api.requests.to('/api/accounts/HAR001/standing-offers', 'POST')).to.have.length(0);
  });

  it('refuses a target at or below the current price, and more than 3 varieties or 17 loads', async () => {
    const { typist, dialog } = await openDialog();
    await typist.type(within(dialog).getByLabelText('Target price (£/MT)'), '183.90');
    for (const name of ['Champion', 'Gleam', 'Graham', 'Dawsum']) await typist.click(within(dialog).getByRole('checkbox', { name }));
    const loads = within(dialog).getByLabelText(/^Number of loads/);
    await typist.clear(loads);
    await typist.type(loads, '18');
    await typist.click(submitButton(dialog));
    await waitFor(() => expect(within(dialog).getByText(standingOfferMessages.targetAbovePrice)).to.not.equal(null));
    expect(within(dialog).getByText('Choose 1 to 3 varieties.')).to.not.equal(null);
    expect(within(dialog).getByText(standingOfferMessages.loadsRule)).to.not.equal(null);
    expect(await api.requests.to('/api/accounts/HAR001/standing-offers', 'POST')).to.have.length(0);
  });

  it(`refuses an expiry beyond ${STANDING_OFFER_MAX_DAYS} days, and today`, async () => {
    const { typist, dialog } = await openDialog();
    const expiry = within(dialog).getByLabelText('Expiry date');
    await typist.type(expiry, formatDate(daysAhead(STANDING_OFFER_MAX_DAYS + 1)));
    await typist.keyboard('{Escape}');
    await typist.click(submitButton(dialog));
    await waitFor(() => expect(within(dialog).getByText(standingOfferMessages.expiryRule)).to.not.equal(null));
    await typist.clear(expiry);
    await typist.type(expiry, formatDate(daysAhead(0)));
    await typist.click(submitButton(dialog));
    await waitFor(() => expect(within(dialog).getByText(standingOfferMessages.expiryRule)).to.not.equal(null));
  });

  it('sends the offer, confirms it, and lists it as Open', async () => {
    const { typist, dialog } = await openDialog();
    await typist.click(within(dialog).getByRole('checkbox', { name: 'Champion' }));
    await typist.click(within(dialog).getByRole('checkbox', { name: 'Extase' }));
    const loads = within(dialog).getByLabelText(/^Number of loads/);
    await typist.clear(loads);
    await typist.type(loads, '2');
    expect(within(dialog).getByText('58 MT')).to.not.equal(null);
    await typist.type(within(dialog).getByLabelText('Target price (£/MT)'), '195.5');
    expect(submitButton(dialog).textContent).to.equal('Sell automatically at £195.50');
    const expiry = daysAhead(30);
    await typist.type(within(dialog).getByLabelText('Expiry date'), formatDate(expiry));
    await typist.keyboard('{Escape}');
    await typist.click(submitButton(dialog));

    const confirmed = await screen.findByRole('dialog', { name: 'Standing offer set' });
    expect(within(confirmed).getByTestId('offer-summary').textContent).to.equal(
      `We will sell 58 MT of Feed Wheat for Nov 26 at £195.50/MT as soon as the ex-farm price reaches it within trading times, until the end of ${formatDate(expiry)}.`,
    );
    const [posted] = await api.requests.to('/api/accounts/HAR001/standing-offers', 'POST');
    expect(posted!.body).to.deep.equal({
      commodityId: 1,
      farmAddressId: 501,
      priceType: 'XFM',
      sellReference: 'FW-2026-11',
      loads: 2,
      varietyList: [101, 105],
      targetPrice: 195.5,
      expiresOn: formatDate(expiry, 'iso'),
    });
    await typist.click(within(confirmed).getByRole('button', { name: 'OK' }));
    const offers = screen.getByTestId('standing-offers');
    await waitFor(() => expect(within(offers).getAllByRole('row')).to.have.length(2));
    expect(within(offers).getAllByRole('row')[1]!.textContent).to.contain('£195.50/MT');
    expect(within(offers).getByText('Open')).to.not.equal(null);
  });

  it("shows the server's refusal in the form (the price passed the target meanwhile)", async () => {
    api.use(http.post('/api/accounts/:reference/standing-offers', () => failure(400, 'VALIDATION_ERROR', standingOfferMessages.targetAbovePrice)));
    const { typist, dialog } = await openDialog();
    await typist.click(within(dialog).getByRole('checkbox', { name: 'Champion' }));
    await typist.type(within(dialog).getByLabelText('Target price (£/MT)'), '190');
    await typist.type(within(dialog).getByLabelText('Expiry date'), formatDate(daysAhead(1)));
    await typist.keyboard('{Escape}');
    await typist.click(submitButton(dialog));
    expect((await within(dialog).findByRole('alert')).textContent).to.equal(standingOfferMessages.targetAbovePrice);
    expect(screen.queryByRole('dialog', { name: 'Standing offer set' })).to.equal(null);
  });
});
