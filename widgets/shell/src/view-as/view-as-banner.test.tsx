import { clearViewAs, configureApi, readViewAs, session$, setViewAsPageLoader, viewAsMessages, writeViewAs, VIEW_AS_HEADER } from '@farm/core';
import { WidgetRoot } from '@farm/ui';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'chai';
import { http } from 'msw';
import { failure, ok } from '../../../../tests/support/api-envelopes';
import { user } from '../../../../tests/support/fixtures';
import { mockApi } from '../../../../tests/support/mock-api-browser';
import { ViewAsBanner } from './view-as-banner';

const SESSION = '7d0c9a52-0d43-4b8e-9b7e-1f2d3c4b5a69';
const END = `/api/staff/view-as/${SESSION}/end`;
const viewing = { sessionId: SESSION, account: 'HARR0001', accountName: 'Harrison Farms Ltd' };

const api = mockApi(http.post(END, () => ok({ ended: true })));

describe('ViewAsBanner (issue 12)', () => {
  let loaded: string[];
  beforeEach(() => {
    loaded = [];
    setViewAsPageLoader((path) => loaded.push(path));
    // As start-up configures it: every call carries the tab's view-as session.
    configureApi({ apiRoot: '/api', getAccessToken: async () => 'token', getViewAs: () => readViewAs()?.sessionId });
  });
  afterEach(() => {
    cleanup();
    session$.next(null);
    setViewAsPageLoader(undefined);
    configureApi({ getViewAs: undefined });
    clearViewAs();
  });

  const renderBanner = (viewAs?: typeof viewing) => {
    session$.next({ user: user(), internal: false, getAccessToken: async () => 'token', ...(viewAs && { viewAs }) });
    render(
      <WidgetRoot cacheKey="test-view-as-banner">
        <ViewAsBanner />
      </WidgetRoot>,
    );
  };

  it('says which business is being viewed, read only, as a status', () => {
    writeViewAs(viewing);
    renderBanner(viewing);
    expect(screen.getByRole('status').textContent).to.contain('Viewing as Harrison Farms Ltd — read only');
    expect(screen.getByRole('status').textContent).to.contain(viewAsMessages.banner('Harrison Farms Ltd'));
  });

  it('is not there in a normal session', () => {
    renderBanner();
    expect(screen.queryByRole('status')).to.equal(null);
    expect(screen.queryByRole('button', { name: 'Stop viewing' })).to.equal(null);
  });

  it('Stop viewing ends the session without the header, forgets it and loads the staff dashboard afresh', async () => {
    writeViewAs(viewing);
    renderBanner(viewing);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Stop viewing' }));
    await waitFor(() => expect(loaded).to.deep.equal(['/dashboard']));
    const ends = await api.requests.to(END, 'POST');
    expect(ends.map((request) => request.headers.get(VIEW_AS_HEADER))).to.deep.equal([null]);
    expect(readViewAs()).to.equal(undefined);
  });

  it('stays, with the reason, when the session cannot be ended', async () => {
    api.use(http.post(END, () => failure(500, 'INTERNAL', 'Database down.')));
    writeViewAs(viewing);
    renderBanner(viewing);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Stop viewing' }));
    expect((await screen.findByRole('alert')).textContent).to.match(/^Connectivity error, please try again later\./);
    expect(readViewAs()).to.deep.equal(viewing);
    expect(loaded).to.deep.equal([]);
  });
});
