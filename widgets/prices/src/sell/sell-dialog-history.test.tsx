import { cropMarketingMessages } from '@farm/area-crop-marketing';
import { WidgetRoot } from '@farm/ui';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'chai';
import { http } from 'msw';
import { useState } from 'react';
import { demoCommodities, demoPrices } from '@farm/area-crop-marketing/mocks';
import { mockApi } from '../../../../tests/support/mock-api-browser';
import { cropMarketingHandlers, marketStreamHandler, standingOfferHandlers } from '../../../../tests/support/mock-handlers';
import { MycPage } from '../myc/myc-page';
import { SellDialog } from './sell-dialog';
import { signedInAsGrower } from '../../../../tests/support/signed-in-widget';

// The sell dialog and the browser's history (issue 26 §4): Back closes the dialog rather than leaving the page,
// and a reload during the countdown is told on the page afterwards.

const stream = marketStreamHandler();
const api = mockApi(...cropMarketingHandlers(), ...standingOfferHandlers(() => []).handlers, stream.handler);
const feedWheat = demoCommodities[0]!;
const prices = demoPrices(feedWheat);
const november = prices.rows[0]!;
const SALE_MARK = 'myfarm.saleInProgress.HAR001';

const next = () => screen.getByRole('button', { name: 'Next' });
/** Whether the current history entry is one a dialog pushed. */
const onDialogEntry = () => JSON.stringify(window.history.state ?? null).includes('farmDialogEntry');

/** A promise the test settles, to hold a request open. */
function deferred() {
  let release!: () => void;
  const promise = new Promise<void>((resolve) => (release = resolve));
  return { promise, release };
}

describe('SellDialog and the browser history', () => {
  let closed: number;
  beforeEach(() => {
    closed = 0;
    sessionStorage.removeItem(SALE_MARK);
    signedInAsGrower();
  });
  afterEach(() => cleanup());

  /** The dialog as a page holds it: open until it asks to close. */
  function Host() {
    const [open, setOpen] = useState(true);
    if (!open) return <p>Closed</p>;
    return (
      <SellDialog
        reference="HAR001"
        commodity={feedWheat}
        row={november}
        prices={prices}
        onClose={() => {
          closed++;
          setOpen(false);
        }}
        onSold={() => setOpen(false)}
        onError={() => undefined}
      />
    );
  }
  const renderHost = () =>
    render(
      <WidgetRoot cacheKey="test-sell-history">
        <Host />
      </WidgetRoot>,
    );

  it("closes on the browser's Back, staying on the page's address, and leaves the history as it found it", async () => {
    const address = window.location.href;
    const before = window.history.length;
    renderHost();
    expect(screen.getByRole('dialog')).to.not.equal(null);
    expect(onDialogEntry()).to.equal(true);
    expect(window.history.length).to.equal(before + 1);

    window.history.back();
    await waitFor(() => expect(screen.getByText('Closed')).to.not.equal(null));
    expect(closed).to.equal(1);
    expect(window.location.href).to.equal(address);
    expect(onDialogEntry()).to.equal(false);
  });

  it('takes its history entry back out when closed another way (Cancel), so Back then leaves the page as before', async () => {
    const typist = userEvent.setup();
    renderHost();
    expect(onDialogEntry()).to.equal(true);
    await typist.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(closed).to.equal(1);
    await waitFor(() => expect(onDialogEntry()).to.equal(false));
    expect(screen.getByText('Closed')).to.not.equal(null);
  });

  it('marks the sale while its price counts down and while it is sent, and takes the mark out when it closes', async () => {
    const selling = deferred();
    api.use(
      http.post('/api/accounts/:reference/contracts', async () => {
        await selling.promise;
        return undefined;
      }),
    );
    const typist = userEvent.setup();
    renderHost();
    await typist.click(await screen.findByRole('checkbox', { name: 'Champion' }));
    await typist.click(next());
    expect(sessionStorage.getItem(SALE_MARK)).to.equal(null);
    await typist.click(next());
    await waitFor(() => expect(screen.getByTestId('sale-price').textContent).to.equal('183.90'));
    expect(sessionStorage.getItem(SALE_MARK)).to.equal('confirming');
    await typist.click(screen.getByRole('checkbox', { name: 'I accept the Farm purchase terms' }));
    await typist.click(screen.getByRole('button', { name: 'Complete sale' }));
    await waitFor(() => expect(sessionStorage.getItem(SALE_MARK)).to.equal('submitting'));
    selling.release();
    await waitFor(() => expect(screen.getByText('Closed')).to.not.equal(null));
    await waitFor(() => expect(sessionStorage.getItem(SALE_MARK)).to.equal(null));
  });

  it('takes the mark out when the farmer goes back from Confirm, or closes the dialog', async () => {
    const typist = userEvent.setup();
    renderHost();
    await typist.click(await screen.findByRole('checkbox', { name: 'Champion' }));
    await typist.click(next());
    await typist.click(next());
    await waitFor(() => expect(sessionStorage.getItem(SALE_MARK)).to.equal('confirming'));
    // Back is disabled while the price is fetched; a busy machine can still be fetching it here.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Back' }).hasAttribute('disabled')).to.equal(false));
    await typist.click(screen.getByRole('button', { name: 'Back' }));
    expect(sessionStorage.getItem(SALE_MARK)).to.equal(null);
    await typist.click(next());
    await waitFor(() => expect(sessionStorage.getItem(SALE_MARK)).to.equal('confirming'));
    window.history.back();
    await waitFor(() => expect(screen.getByText('Closed')).to.not.equal(null));
    await waitFor(() => expect(sessionStorage.getItem(SALE_MARK)).to.equal(null));
  });
});

describe('The crop marketing page after a reload during a sale', function () {
  this.timeout(10_000);
  beforeEach(() => {
    signedInAsGrower();
  });
  afterEach(() => {
    cleanup();
    sessionStorage.removeItem(SALE_MARK);
  });

  const renderPage = () =>
    render(
      <WidgetRoot cacheKey="test-sell-reload">
        <MycPage />
      </WidgetRoot>,
    );

  it("says 'Your sale was not completed. Nothing was sold.' once, when the reload came during the countdown", async () => {
    // What the dialog left behind: a reload closes nothing, so its mark is still there.
    sessionStorage.setItem(SALE_MARK, 'confirming');
    const typist = userEvent.setup();
    renderPage();
    const notice = await screen.findByRole('dialog', { name: cropMarketingMessages.saleNotCompletedTitle });
    expect(within(notice).getByText('Your sale was not completed. Nothing was sold.')).to.not.equal(null);
    expect(sessionStorage.getItem(SALE_MARK)).to.equal(null);
    await typist.click(within(notice).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).to.equal(null);

    cleanup();
    renderPage();
    await screen.findByRole('button', { name: 'Sell Feed Wheat Nov 26' });
    expect(screen.queryByRole('dialog')).to.equal(null);
  });

  it('says the sale may have been made, and where to check, when the reload came after it was sent', async () => {
    sessionStorage.setItem(SALE_MARK, 'submitting');
    renderPage();
    const notice = await screen.findByRole('dialog', { name: cropMarketingMessages.saleUnconfirmedTitle });
    expect(notice.textContent).to.contain(cropMarketingMessages.saleUnconfirmed);
    expect(within(notice).getByRole('link', { name: 'Open My Account' }).getAttribute('href')).to.equal('/dashboard/myaccount');
  });

  it('takes out the entry a dialog left behind when the page was reloaded with it open, so Back leaves at once', async () => {
    const address = window.location.href;
    window.history.pushState({ farmDialogEntry: 'left-by-a-reload' }, '');
    renderPage();
    await waitFor(() => expect(onDialogEntry()).to.equal(false));
    expect(window.location.href).to.equal(address);
    await screen.findByRole('button', { name: 'Sell Feed Wheat Nov 26' });
  });

  it('says nothing of another business’s sale', async () => {
    sessionStorage.setItem('myfarm.saleInProgress.FEN002', 'confirming');
    try {
      renderPage();
      await screen.findByRole('button', { name: 'Sell Feed Wheat Nov 26' });
      expect(screen.queryByRole('dialog')).to.equal(null);
    } finally {
      sessionStorage.removeItem('myfarm.saleInProgress.FEN002');
    }
  });
});
