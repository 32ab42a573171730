import { configureApi, session$ } from '@farm/core';
import { WidgetRoot } from '@farm/ui';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'chai';
import { http } from 'msw';
import { failure, ok } from '../../../tests/support/api-envelopes';
import { user } from '../../../tests/support/fixtures';
import { mockApi } from '../../../tests/support/mock-api-browser';
import { legalPagesHandler } from '../../../tests/support/mock-handlers';
import { TERMS_PENDING_MESSAGE } from './components/terms-acceptance';
import { LegalRoot } from './legal-root';
import type { LegalView } from './legal-views';

let termsPending = true;

const api = mockApi(
  legalPagesHandler,
  http.put('/api/myuser/terms', () => {
    termsPending = false;
    return ok({ user: user() }, 201);
  }),
  http.get('/api/user', () =>
    ok({
      user: { sub: 'x', email: 'terms@myfarm.example', name: 'Hannah', sessionId: null },
      myUser: user({ application: { myfarm: { acceptTerms: termsPending, activate: false } } }),
    }),
  ),
);

describe('LegalRoot', () => {
  beforeEach(() => {
    termsPending = true;
    window.localStorage.clear();
    configureApi({ apiRoot: '/api', getAccessToken: async () => 'token' });
    session$.next({ user: user(), internal: false, getAccessToken: async () => 'token' });
  });
  afterEach(() => {
    cleanup();
    window.history.replaceState(null, '', '/');
  });

  const renderLegal = (view?: LegalView) =>
    render(
      <WidgetRoot cacheKey="test-legal">
        <LegalRoot view={view} />
      </WidgetRoot>,
    );

  it('shows the three policies as tabs with the chosen one selected and its sanitised text', async () => {
    renderLegal('cookies');
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).to.deep.equal(['Terms and Conditions', 'Cookie Policy', 'Privacy Policy']);
    expect(screen.getByRole('tab', { name: 'Cookie Policy' }).getAttribute('aria-selected')).to.equal('true');
    await screen.findByText('Cookie Policy text');
    const panel = screen.getByRole('tabpanel');
    expect(panel.querySelector('script')).to.equal(null);
    expect(panel.querySelector('a')!.hasAttribute('href')).to.equal(false);
  });

  it('remembers the last clicked tab and opens the policies page on it', async () => {
    window.history.replaceState(null, '', '/dashboard/terms');
    session$.next({ user: user(), internal: false, getAccessToken: async () => 'token' });
    renderLegal();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Privacy Policy' }));
    expect(window.location.pathname).to.equal('/dashboard/privacy');
    cleanup();
    renderLegal('policies');
    expect(screen.getByRole('tab', { name: 'Privacy Policy' }).getAttribute('aria-selected')).to.equal('true');
    await screen.findByText('Privacy Policy text');
  });

  it('switches tabs in place when used as a custom element with a fixed view', async () => {
    window.history.replaceState(null, '', '/partner/page');
    renderLegal('policies');
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Cookie Policy' }));
    expect(screen.getByRole('tab', { name: 'Cookie Policy' }).getAttribute('aria-selected')).to.equal('true');
    expect(window.location.pathname).to.equal('/partner/page');
    await screen.findByText('Cookie Policy text');
  });

  it('asks a user with terms pending to accept or decline, and says declining signs them out', async () => {
    session$.next({ user: user({ application: { myfarm: { acceptTerms: true, activate: false } } }), internal: false, getAccessToken: async () => 'token' });
    renderLegal('terms');
    expect(screen.getByText(TERMS_PENDING_MESSAGE)).to.not.equal(null);
    expect(screen.getByRole('button', { name: 'Accept' })).to.not.equal(null);
    expect(screen.getByRole('button', { name: 'Decline' })).to.not.equal(null);
    expect(screen.queryByRole('tab')).to.equal(null);
    expect(TERMS_PENDING_MESSAGE).to.match(/If you decline, you will be signed out\./);
  });

  it('accepts the terms, reloads the user, then goes to the dashboard', async () => {
    session$.next({ user: user({ application: { myfarm: { acceptTerms: true, activate: false } } }), internal: false, getAccessToken: async () => 'token' });
    renderLegal('terms');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(window.location.pathname).to.equal('/dashboard'));
    const calls = (await api.requests.all()).filter((r) => !r.url.pathname.startsWith('/api/content/'));
    expect(calls.map((r) => `${r.method} ${r.url.pathname}`)).to.deep.equal(['PUT /api/myuser/terms', 'GET /api/user']);
    expect(calls[0]!.body).to.deep.equal({ data: { acceptTerms: true, version: 1 } });
    expect(session$.value!.user.application.myfarm.acceptTerms).to.equal(false);
  });

  it('locks both answers while the acceptance is sent', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    api.use(
      http.put('/api/myuser/terms', async () => {
        await answered;
        termsPending = false;
        return ok({ user: user() }, 201);
      }),
    );
    session$.next({ user: user({ application: { myfarm: { acceptTerms: true, activate: false } } }), internal: false, getAccessToken: async () => 'token' });
    renderLegal('terms');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Accept' }));
    const accepting = screen.getByRole('button', { name: 'Accepting…' });
    expect(accepting.hasAttribute('disabled')).to.equal(true);
    expect(screen.getByRole('button', { name: 'Decline' }).hasAttribute('disabled')).to.equal(true);
    answer();
    await waitFor(() => expect(window.location.pathname).to.equal('/dashboard'));
  });

  it("shows the portal's error message when accepting fails, and lets the user try again", async () => {
    api.use(http.put('/api/myuser/terms', () => failure(500, 'INTERNAL_ERROR', 'Something went wrong.')));
    window.history.replaceState(null, '', '/dashboard/terms');
    session$.next({ user: user({ application: { myfarm: { acceptTerms: true, activate: false } } }), internal: false, getAccessToken: async () => 'token' });
    renderLegal('terms');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Accept' }));
    expect((await screen.findByRole('alert')).textContent).to.match(/^Connectivity error, please try again later\./);
    expect(screen.getByRole('button', { name: 'Accept' }).hasAttribute('disabled')).to.equal(false);
    expect(window.location.pathname).to.equal('/dashboard/terms');
    expect((await api.requests.all()).filter((r) => r.url.pathname === '/api/user')).to.deep.equal([]);
  });

  it('shows How do I pay on the payment-info route, without tabs', async () => {
    renderLegal('payment-info');
    expect(screen.getByRole('heading', { level: 1 }).textContent).to.equal('How do I pay?');
    await screen.findByText('How do I pay? text');
    expect(screen.queryByRole('tablist')).to.equal(null);
  });
});
