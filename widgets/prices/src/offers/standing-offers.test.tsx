import { configureApi, liveMarket$, session$ } from '@farm/core';
import { standingOfferMessages } from '@farm/area-alerts';
import { WidgetRoot } from '@farm/ui';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'chai';
import { demoTick } from '@farm/area-crop-marketing/mocks';
import { user } from '../../../../tests/support/fixtures';
import { mockApi } from '../../../../tests/support/mock-api-browser';
import { marketStreamHandler, standingOfferHandlers } from '../../../../tests/support/mock-handlers';
import { DEMO_FILLED_CONTRACT, offerWithStatus } from '@farm/area-alerts/mocks';
import { StandingOffers } from './standing-offers';

const stream = marketStreamHandler();
let offers = standingOfferHandlers();
const api = mockApi(stream.handler);
const OPEN = offerWithStatus('Open');
const LIST = '/api/accounts/HAR001/standing-offers';

describe('StandingOffers', () => {
  beforeEach(() => {
    offers = standingOfferHandlers();
    api.use(...offers.handlers);
    configureApi({ apiRoot: '/api', getAccessToken: async () => 'token' });
    session$.next({ user: user(), internal: false, getAccessToken: async () => 'token' });
  });
  afterEach(() => cleanup());

  const renderList = (open = true) =>
    render(
      <WidgetRoot cacheKey="test-standing-offers">
        <StandingOffers reference="HAR001" open={open} onError={() => undefined} />
      </WidgetRoot>,
    );
  const rows = () => screen.getAllByRole('row').slice(1);
  const rowOf = (commodity: string) => rows().find((row) => row.querySelector('th')!.textContent === commodity)!;
  const cells = (row: HTMLElement) => Array.from(row.querySelectorAll('th, td')).map((cell) => cell.textContent);

  it('lists each offer with its quantity, target, expiry, status and, once filled, its contract', async () => {
    renderList();
    await waitFor(() => expect(rows()).to.have.length(4));
    expect(rows().map((row) => row.querySelector('[data-status]')!.textContent)).to.deep.equal(['Open', 'Filled', 'Expired', 'Cancelled']);
    expect(cells(rows()[0]!)).to.deep.equal(['Feed Wheat', 'Feb 27', '2 loads (58 MT)', '£195.00/MT', '31/12/2026', 'Open', '–', 'Cancel']);
    expect(cells(rowOf('Oilseed Rape'))).to.deep.equal([
      'Oilseed Rape',
      '16/01/2027 - 15/02/2027',
      '3 loads (87 MT)',
      '£400.00/MT',
      '31/12/2026',
      'Filled',
      DEMO_FILLED_CONTRACT,
      '',
    ]);
    // Only an open offer can be cancelled.
    expect(screen.getAllByRole('button', { name: /^Cancel the standing offer/ })).to.have.length(1);
  });

  it("says 'No standing offers' when there are none", async () => {
    offers = standingOfferHandlers(() => []);
    api.use(...offers.handlers);
    renderList();
    expect(await screen.findByText(standingOfferMessages.noOffers)).to.not.equal(null);
  });

  it('cancels an open offer only once confirmed', async () => {
    const typist = userEvent.setup();
    renderList();
    const cancel = await screen.findByRole('button', { name: 'Cancel the standing offer for Feed Wheat Feb 27' });
    await typist.click(cancel);
    let dialog = screen.getByRole('dialog', { name: 'Cancel this standing offer?' });
    expect(dialog.textContent).to.contain('Feed Wheat Feb 27: 58 MT at £195.00/MT will no longer sell automatically.');
    await typist.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).to.equal(null);
    expect(await api.requests.to(`${LIST}/${OPEN.id}/cancel`)).to.have.length(0);

    await typist.click(cancel);
    dialog = screen.getByRole('dialog', { name: 'Cancel this standing offer?' });
    await typist.click(within(dialog).getByRole('button', { name: 'Cancel offer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
    expect(await api.requests.to(`${LIST}/${OPEN.id}/cancel`, 'POST')).to.have.length(1);
    await waitFor(() => expect(rows()[0]!.querySelector('[data-status]')!.textContent).to.equal('Cancelled'));
    expect(screen.queryByRole('button', { name: /^Cancel the standing offer/ })).to.equal(null);
  });

  it('says so when the offer filled before the cancel arrived, and shows it filled', async () => {
    const typist = userEvent.setup();
    renderList();
    await typist.click(await screen.findByRole('button', { name: 'Cancel the standing offer for Feed Wheat Feb 27' }));
    offers.settle('HAR001', OPEN.id, 'Filled', 'MFS-2026-000999');
    const dialog = screen.getByRole('dialog', { name: 'Cancel this standing offer?' });
    await typist.click(within(dialog).getByRole('button', { name: 'Cancel offer' }));
    expect((await within(dialog).findByRole('alert')).textContent).to.equal(standingOfferMessages.notOpen);
    await waitFor(() => expect(cells(rows()[0]!).slice(5, 7)).to.deep.equal(['Filled', 'MFS-2026-000999']));
  });

  it('shows a fill on the next market tick while open, and asks nothing on ticks while closed', async () => {
    // Another screen of the page listens too, so the stream stays open and its ticks reach the page while the
    // list is closed; what it sees tells when a tick has arrived.
    const before = stream.connections();
    const arrived: number[] = [];
    const other = liveMarket$.subscribe((tick) => arrived.push(tick.seq));
    try {
      const { rerender } = renderList();
      await waitFor(() => expect(rows()).to.have.length(4));
      await waitFor(() => expect(stream.connections()).to.equal(before + 1));
      offers.settle('HAR001', OPEN.id, 'Filled', 'MFS-2026-000999');
      act(() => stream.push(demoTick(11, [])));
      await waitFor(() => expect(cells(rows()[0]!).slice(5, 7)).to.deep.equal(['Filled', 'MFS-2026-000999']));
      expect(await api.requests.to(LIST)).to.have.length(2);

      rerender(
        <WidgetRoot cacheKey="test-standing-offers">
          <StandingOffers reference="HAR001" open={false} onError={() => undefined} />
        </WidgetRoot>,
      );
      act(() => stream.push(demoTick(12, [])));
      await waitFor(() => expect(arrived).to.include(12));

      // Open again, the next tick loads once: a load on the tick while closed would make that the fourth.
      rerender(
        <WidgetRoot cacheKey="test-standing-offers">
          <StandingOffers reference="HAR001" open onError={() => undefined} />
        </WidgetRoot>,
      );
      offers.settle('HAR001', offerWithStatus('Expired').id, 'Cancelled');
      act(() => stream.push(demoTick(13, [])));
      await waitFor(() => expect(cells(rowOf('Feed Barley'))[5]).to.equal('Cancelled'));
      expect(await api.requests.to(LIST)).to.have.length(3);
    } finally {
      other.unsubscribe();
    }
  });
});
