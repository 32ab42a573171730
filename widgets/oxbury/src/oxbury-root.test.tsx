import { BANK_PARTNER_PROMPT } from '@farm/area-bank-partner';
import { account$, configureApi, dialog$, session$, toasts$, type ToastMessage } from '@farm/core';
import { WidgetRoot } from '@farm/ui';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { expect } from 'chai';
import { http } from 'msw';
import { failure } from '../../../tests/support/api-envelopes';
import { user } from '../../../tests/support/fixtures';
import { mockApi } from '../../../tests/support/mock-api-browser';
import { oxburyProfileHandler } from '@farm/area-bank-partner/mocks';
import { demoAccounts } from '../../../tests/support/mock-handlers';
import { OxburyRoot } from './oxbury-root';

const api = mockApi(oxburyProfileHandler(true));
const [harrison, fenEdge] = demoAccounts as [(typeof demoAccounts)[0], (typeof demoAccounts)[0]];
const CHECK_PATH = (reference: string) => `/api/accounts/${reference}/oxbury-profile`;

describe('OxburyRoot', () => {
  const startPath = window.location.pathname;
  let toasts: ToastMessage[] = [];
  let subscription: { unsubscribe(): void };

  beforeEach(() => {
    window.history.replaceState(null, '', '/dashboard/oxbury');
    dialog$.next(null);
    toasts = [];
    subscription = toasts$.subscribe((t) => toasts.push(t));
    configureApi({ apiRoot: '/api', getAccessToken: async () => 'token' });
    session$.next({ user: user(), internal: false, getAccessToken: async () => 'token' });
    act(() => account$.next(harrison));
  });
  afterEach(() => {
    cleanup();
    subscription.unsubscribe();
    window.history.replaceState(null, '', startPath);
  });

  const renderPage = () =>
    render(
      <WidgetRoot cacheKey="test-oxbury">
        <OxburyRoot />
      </WidgetRoot>,
    );

  it("checks the selected business and shows the partner's offer when it banks with them", async () => {
    renderPage();
    expect(screen.getByRole('status').textContent).to.equal('Checking your business…');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).to.equal('Oxbury: banking for British farming');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).to.deep.equal(['Farm lending', 'Inputs on credit', 'Savings']);
    expect(screen.getByRole('link', { name: 'Visit Oxbury (opens in a new tab)' }).getAttribute('target')).to.equal('_blank');
    expect((await api.requests.all()).map((r) => `${r.method} ${r.url.pathname}`)).to.deep.equal([`GET ${CHECK_PATH('HAR001')}`]);
    expect(document.title).to.equal('Oxbury | MyFarm');
    expect(window.location.pathname).to.equal('/dashboard/oxbury');
  });

  it('goes back to the dashboard and raises the partner prompt when the business does not bank with them', async () => {
    api.use(oxburyProfileHandler(false));
    renderPage();
    await waitFor(() => expect(window.location.pathname).to.equal('/dashboard'));
    expect(dialog$.value).to.deep.equal({ kind: BANK_PARTNER_PROMPT, data: undefined });
    expect(screen.queryByRole('heading', { level: 1 })).to.equal(null);
    expect(toasts).to.deep.equal([]);
  });

  it("goes back to the dashboard with the portal's error message when the check fails", async () => {
    api.use(http.get('/api/accounts/:reference/oxbury-profile', () => failure(500, 'INTERNAL_ERROR', 'Something went wrong.')));
    renderPage();
    await waitFor(() => expect(window.location.pathname).to.equal('/dashboard'));
    expect(toasts).to.have.length(1);
    expect(toasts[0]!.kind).to.equal('error');
    expect(toasts[0]!.message).to.match(/^Connectivity error, please try again later\./);
    expect(dialog$.value).to.equal(null);
    expect(screen.queryByRole('heading', { level: 1 })).to.equal(null);
  });

  it('checks again for another business after a switch, showing nothing of the first meanwhile', async () => {
    api.use(http.get(CHECK_PATH('FEN002'), () => failure(500, 'INTERNAL_ERROR', 'Something went wrong.')));
    renderPage();
    await screen.findByRole('heading', { level: 1 });
    act(() => account$.next(fenEdge));
    expect(screen.getByRole('status').textContent).to.equal('Checking your business…');
    expect(screen.queryByRole('heading', { level: 1 })).to.equal(null);
    await waitFor(() => expect(window.location.pathname).to.equal('/dashboard'));
    expect((await api.requests.all()).map((r) => r.url.pathname)).to.deep.equal([CHECK_PATH('HAR001'), CHECK_PATH('FEN002')]);
  });
});
