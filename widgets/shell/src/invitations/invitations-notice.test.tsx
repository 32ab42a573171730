import { account$, accounts$, configureApi, queryClient, session$, type Session } from '@farm/core';
import { myInvitationsKey } from '@farm/area-account-users';
import { ToastHost, WidgetRoot } from '@farm/ui';
import { setViewport } from '@web/test-runner-commands';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'chai';
import { http } from 'msw';
import { myInvitation } from '@farm/area-account-users/mocks';
import { failure } from '../../../../tests/support/api-envelopes';
import { user } from '../../../../tests/support/fixtures';
import { mockApi } from '../../../../tests/support/mock-api-browser';
import { demoAccounts, myInvitationsHandlers } from '../../../../tests/support/mock-handlers';
import { InvitationsNotice } from './invitations-notice';

// Issue 27 §4, the invited user's side: Whitfield Agriculture invited the demo user (Tom Harrison, of Harrison
// Farms and Fen Edge), and Brookside too, as an admin.
const WHITFIELD = { reference: 'WHIT0003', name: 'Whitfield Agriculture' };
const BROOKSIDE = { reference: 'BROO0004', name: 'Brookside Farm' };
const INVITATIONS = '/api/myuser/invitations';

const api = mockApi();

describe('InvitationsNotice', function () {
  this.timeout(20_000);
  let server = myInvitationsHandlers();
  const customer: Session = { user: user(), internal: false, getAccessToken: async () => 'token' };

  beforeEach(async () => {
    await setViewport({ width: 1280, height: 900 });
    server = myInvitationsHandlers({
      start: () => [myInvitation({ business: WHITFIELD }), myInvitation({ business: BROOKSIDE, invitedBy: 'Owen Marsh', role: 'Admin' })],
    });
    api.use(...server.handlers);
    configureApi({ apiRoot: '/api', getAccessToken: async () => 'token' });
    session$.next(customer);
    accounts$.next(demoAccounts);
    account$.next(demoAccounts[0]!);
    window.history.replaceState(null, '', '/dashboard');
  });
  afterEach(() => {
    cleanup();
    window.history.replaceState(null, '', '/');
  });

  const renderNotice = () =>
    render(
      <WidgetRoot cacheKey="test-invitations">
        <ToastHost />
        <InvitationsNotice />
      </WidgetRoot>,
    );
  const notice = () => screen.findByRole('region', { name: '2 invitations to businesses' });
  const offers = async () =>
    within(await notice())
      .getAllByRole('listitem')
      .map((item) => item.querySelector('p')!.textContent);

  it('shows each open invitation on the dashboard: who asked, which business, and as what', async () => {
    renderNotice();
    expect(await offers()).to.deep.equal([
      'Sarah Whitfield has invited you to join Whitfield Agriculture on MyFarm as a user.',
      'Owen Marsh has invited you to join Brookside Farm on MyFarm as an admin.',
    ]);
    expect(screen.getByRole('button', { name: 'Accept the invitation to Whitfield Agriculture' })).to.not.equal(null);
    expect(screen.getByRole('button', { name: 'Decline the invitation to Brookside Farm' })).to.not.equal(null);
  });

  it('accepting joins the business: it is in the switcher’s list, the business shown stays, and the notice says so', async () => {
    const typist = userEvent.setup();
    renderNotice();
    await notice();
    const whitfield = server.invitations()[0]!;
    await typist.click(screen.getByRole('button', { name: 'Accept the invitation to Whitfield Agriculture' }));
    expect(await screen.findByText('You have joined Whitfield Agriculture. It is in your list of businesses now.')).to.not.equal(null);
    await waitFor(() => expect(accounts$.value.map((a) => a.reference)).to.deep.equal(['HAR001', 'FEN002', 'WHIT0003']));
    expect(account$.value?.reference).to.equal('HAR001');
    expect(await api.requests.to(`${INVITATIONS}/${whitfield.id}/accept`, 'POST')).to.have.length(1);
    await screen.findByRole('region', { name: 'An invitation to a business' });
    expect(server.invitations().map((i) => i.business.name)).to.deep.equal(['Brookside Farm']);
  });

  it('declines only after a second step, which can be taken back', async () => {
    const typist = userEvent.setup();
    renderNotice();
    await notice();
    const brookside = server.invitations()[1]!;
    await typist.click(screen.getByRole('button', { name: 'Decline the invitation to Brookside Farm' }));
    expect(await screen.findByText('Decline the invitation to Brookside Farm? They would have to invite you again.')).to.not.equal(null);
    await typist.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(await api.requests.to(`${INVITATIONS}/${brookside.id}/decline`, 'POST')).to.have.length(0);
    expect(screen.getByText('Owen Marsh has invited you to join Brookside Farm on MyFarm as an admin.')).to.not.equal(null);

    await typist.click(screen.getByRole('button', { name: 'Decline the invitation to Brookside Farm' }));
    await typist.click(screen.getByRole('button', { name: 'Decline invitation' }));
    expect(await screen.findByText('You declined the invitation to Brookside Farm.')).to.not.equal(null);
    expect(await api.requests.to(`${INVITATIONS}/${brookside.id}/decline`, 'POST')).to.have.length(1);
    await screen.findByRole('region', { name: 'An invitation to a business' });
    expect(accounts$.value.map((a) => a.reference)).to.deep.equal(['HAR001', 'FEN002']);
  });

  it('says so, and lists it no more, when the invitation was withdrawn meanwhile', async () => {
    const typist = userEvent.setup();
    renderNotice();
    await notice();
    api.use(
      http.post(`${INVITATIONS}/:id/accept`, () =>
        failure(404, 'INVITATION_NOT_FOUND', 'This invitation is no longer open: it was answered, withdrawn or has expired.'),
      ),
    );
    server.invitations().shift();
    await typist.click(screen.getByRole('button', { name: 'Accept the invitation to Whitfield Agriculture' }));
    expect(await screen.findAllByText('This invitation is no longer open: it was answered, withdrawn or has expired.')).to.have.length.at.least(1);
    await screen.findByRole('region', { name: 'An invitation to a business' });
    expect(accounts$.value.map((a) => a.reference)).to.deep.equal(['HAR001', 'FEN002']);
  });

  it("shows the catalogue's connectivity text in the offer when the answer cannot be sent, and keeps the offer", async () => {
    const typist = userEvent.setup();
    renderNotice();
    await notice();
    api.use(http.post(`${INVITATIONS}/:id/accept`, () => failure(500, 'INTERNAL', 'boom')));
    await typist.click(screen.getByRole('button', { name: 'Accept the invitation to Whitfield Agriculture' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).to.match(/^Connectivity error, please try again later\./);
    expect((await offers())[0]).to.contain('Whitfield Agriculture');
  });

  for (const [who, session] of [
    ['staff', { ...customer, internal: true }],
    ['staff viewing a business as its lead', { ...customer, viewAs: { sessionId: 'view-1', account: 'HAR001', accountName: 'Harrison Farms Ltd' } }],
    ['someone still to activate', { ...customer, user: user({ application: { myfarm: { acceptTerms: true, activate: true } } }) }],
  ] as [string, Session][]) {
    it(`neither shows nor asks for invitations for ${who}`, async () => {
      session$.next(session);
      renderNotice();
      // Rendered, effects run: a query that is to fetch has started by now.
      expect(queryClient.getQueryState(myInvitationsKey)?.fetchStatus ?? 'idle').to.equal('idle');
      // A boolean, not the element: chai would print a DOM node with React's properties on a failure, for minutes.
      expect(screen.queryByRole('region') === null).to.equal(true);
      expect(await api.requests.to(INVITATIONS)).to.have.length(0);
    });
  }

  it('asks on the dashboard only', async () => {
    window.history.replaceState(null, '', '/dashboard/weather');
    renderNotice();
    expect(queryClient.getQueryState(myInvitationsKey)?.fetchStatus ?? 'idle').to.equal('idle');
    act(() => {
      window.history.replaceState(null, '', '/dashboard');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(await offers()).to.have.length(2);
  });

  it('fits a 375 px phone without scrolling sideways', async () => {
    await setViewport({ width: 375, height: 800 });
    renderNotice();
    await notice();
    expect(document.documentElement.scrollWidth).to.be.at.most(375);
  });
});
