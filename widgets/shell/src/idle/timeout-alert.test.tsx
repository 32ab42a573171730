import { session$ } from '@farm/core';
import { WidgetRoot } from '@farm/ui';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'chai';
import { user } from '../../../../tests/support/fixtures';
import { installFakeClock } from '../../../../tests/support/fake-clock';
import { TimeoutAlert } from './timeout-alert';

const IDLE_MS = 60_000;
const ACTIVITY_KEY = 'myfarm.lastActivity';

/** Another tab of the same browser, on the idle clock's channel. */
const otherTab = () => new BroadcastChannel('myfarm-session');

/**
 * Resolves once a message on the channel has reached every receiver that existed when it was sent: the
 * browser delivers a message to the receivers in the order they were created, and this one is created last.
 */
const delivered = () =>
  new Promise<void>((resolve) => {
    const probe = new BroadcastChannel('myfarm-session');
    probe.onmessage = () => {
      probe.close();
      resolve();
    };
  });

describe('TimeoutAlert', () => {
  let clock: ReturnType<typeof installFakeClock>;
  beforeEach(() => {
    localStorage.removeItem(ACTIVITY_KEY);
    clock = installFakeClock();
    session$.next({ user: user(), internal: false, getAccessToken: async () => 'token' });
  });
  afterEach(() => {
    cleanup();
    clock.uninstall();
    session$.next(null);
  });

  const renderAlert = () =>
    render(
      <WidgetRoot cacheKey="test-idle">
        <TimeoutAlert idleMs={IDLE_MS} />
      </WidgetRoot>,
    );
  const advance = (ms: number) => act(() => clock.advance(ms));

  it('stays away until the idle time has passed, and activity starts the time again', async () => {
    const typist = userEvent.setup();
    renderAlert();
    advance(IDLE_MS - 1_000);
    expect(screen.queryByRole('dialog')).to.equal(null);
    await typist.keyboard('a');
    advance(IDLE_MS - 1_000);
    expect(screen.queryByRole('dialog')).to.equal(null);
    advance(1_000);
    expect(screen.getByRole('dialog')).to.not.equal(null);
  });

  it('shows the Timeout Alert with 120 seconds to go, ignores the pointer, and Stay logged on closes it', async () => {
    const typist = userEvent.setup();
    renderAlert();
    advance(IDLE_MS);
    const dialog = screen.getByRole('dialog', { name: 'Timeout Alert' });
    expect(dialog.textContent).to.contain('You will be automatically logged off in 120 seconds');
    expect(screen.getByRole('button', { name: 'Log off' })).to.not.equal(null);
    expect(document.activeElement?.textContent).to.equal('Stay logged on');

    // Moving the pointer does not count once the alert shows: the countdown goes on.
    await typist.hover(dialog);
    advance(1_000);
    expect(screen.getByRole('timer').textContent).to.equal('119');

    await typist.click(screen.getByRole('button', { name: 'Stay logged on' }));
    expect(screen.queryByRole('dialog')).to.equal(null);
    expect(Number(localStorage.getItem(ACTIVITY_KEY))).to.equal(clock.now());
  });

  it('keeps the session while another tab records activity', async () => {
    renderAlert();
    advance(IDLE_MS - 1_000);
    const tab = otherTab();
    const arrived = delivered();
    tab.postMessage({ type: 'activity', at: clock.now() });
    await arrived;
    tab.close();
    advance(2_000);
    expect(screen.queryByRole('dialog')).to.equal(null);
    advance(IDLE_MS - 2_000);
    expect(screen.getByRole('dialog', { name: 'Timeout Alert' })).to.not.equal(null);
  });
});
