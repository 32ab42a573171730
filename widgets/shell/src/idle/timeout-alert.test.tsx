import { session$ } from '@farm/core';
import { WidgetRoot } from '@farm/ui';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { expect } from 'chai';
import { user } from '../../../../tests/support/fixtures';
import { TimeoutAlert } from './timeout-alert';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('TimeoutAlert', () => {
  beforeEach(() => {
    localStorage.removeItem('myfarm.lastActivity');
    session$.next({ user: user(), internal: false, getAccessToken: async () => 'token' });
  });
  afterEach(() => {
    cleanup();
    session$.next(null);
  });

  const renderAlert = (idleMs: number) =>
    render(
      <WidgetRoot cacheKey="test-idle">
        <TimeoutAlert idleMs={idleMs} />
      </WidgetRoot>,
    );

  it('stays away while the user is active', async () => {
    renderAlert(60_000);
    await act(() => wait(400));
    expect(screen.queryByRole('dialog')).to.equal(null);
  });

  it('shows the Timeout Alert from 120 seconds after the idle time, and Stay logged on closes it', async () => {
    renderAlert(300);
    const dialog = await screen.findByRole('dialog', {}, { timeout: 2000 });
    expect(screen.getByRole('heading').textContent).to.equal('Timeout Alert');
    expect(dialog.textContent).to.contain('You will be automatically logged off in 120 seconds');
    expect(screen.getByRole('button', { name: 'Log off' })).to.not.equal(null);
    expect(document.activeElement?.textContent).to.equal('Stay logged on');
    // Moving the pointer does not count once the alert shows.
    fireEvent.pointerMove(document.body);
    await act(() => wait(300));
    expect(screen.queryByRole('dialog')).to.not.equal(null);
    fireEvent.click(screen.getByRole('button', { name: 'Stay logged on' }));
    await act(() => wait(50));
    expect(screen.queryByRole('dialog')).to.equal(null);
    expect(Number(localStorage.getItem('myfarm.lastActivity'))).to.be.closeTo(Date.now(), 1000);
  });

  it('keeps the session when another tab records activity', async () => {
    renderAlert(500);
    const otherTab = new BroadcastChannel('myfarm-session');
    for (let i = 0; i < 4; i += 1) {
      await act(() => wait(200));
      otherTab.postMessage({ type: 'activity', at: Date.now() });
    }
    await act(() => wait(100));
    expect(screen.queryByRole('dialog')).to.equal(null);
    otherTab.close();
  });
});
