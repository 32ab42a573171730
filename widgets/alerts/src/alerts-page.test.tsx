import { formatDate } from '@farm/core';
import { alertDestinationMessages } from '@farm/area-alerts';
import { WidgetRoot } from '@farm/ui';
import { setViewport } from '@web/test-runner-commands';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'chai';
import { demoTick, demoTriggerId } from '@farm/area-crop-marketing/mocks';
import { mockApi } from '../../../tests/support/mock-api-browser';
import { cropMarketingHandlers, marketStreamHandler, priceAlertHandlers, priceAlertsState } from '../../../tests/support/mock-handlers';
import { DEMO_DESTINATION_CODE, demoContactPreferences, demoDestinations } from '@farm/area-alerts/mocks';
import { AlertsPage } from './alerts-page';
import { signedInAsGrower } from '../../../tests/support/signed-in-widget';

const stream = marketStreamHandler();
const api = mockApi(...cropMarketingHandlers(), ...priceAlertHandlers(), stream.handler);
const ALERTS = '/api/accounts/HAR001/price-alerts';
const PREFERENCES = '/api/accounts/HAR001/user-preferences';
const DESTINATIONS = '/api/myuser/alert-destinations';

const renderPage = () =>
  render(
    <WidgetRoot cacheKey="test-alerts">
      <AlertsPage />
    </WidgetRoot>,
  );
const alertsTable = () => screen.findByRole('table', { name: 'Price alerts' });
const cells = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);

describe('AlertsPage', function () {
  this.timeout(15_000);
  let typist: ReturnType<typeof userEvent.setup>;
  beforeEach(async () => {
    await setViewport({ width: 1280, height: 900 });
    typist = userEvent.setup();
    signedInAsGrower();
  });
  afterEach(() => cleanup());

  /** The demo alerts listed, then the dialog that one of their buttons opens. */
  async function openFromDemoAlerts(button: string, dialog: string) {
    api.use(...priceAlertHandlers(priceAlertsState()));
    renderPage();
    await alertsTable();
    await typist.click(screen.getByRole('button', { name: button }));
    return screen.findByRole('dialog', { name: dialog });
  }

  it("lists the alerts with the spec's columns, our status and the daily moves, and links back to crop marketing", async () => {
    api.use(...priceAlertHandlers(priceAlertsState()));
    renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).to.equal('Price alerts');
    expect(screen.getByRole('link', { name: 'Back to Crop Marketing' }).getAttribute('href')).to.equal('/dashboard/myc');
    const table = await alertsTable();
    const [head, ...rows] = within(table).getAllByRole('row');
    expect(cells(head!).slice(0, 6)).to.deep.equal([
      'Commodity',
      'Contract period',
      'Target price (£/MT)',
      'Floor price (£/MT)',
      'Alert contact details',
      'Status',
    ]);
    expect(rows.map((row) => cells(row).slice(0, 6))).to.deep.equal([
      ['Feed Wheat', 'Feb 27', '210.00', '–', 'Email: tom@harrisonfarms.example', 'ActiveDaily rise 2%'],
      ['Feed Barley', 'Feb 27', '–', '160.50', 'SMS: +44 7700 900123', `Fired 23/11/2026 ${formatDate('2026-11-23T09:15:00.000Z', 'time')}`],
      ['Oilseed Rape', 'Feb 27', '420.00', '370.00', 'Email: tom@harrisonfarms.example', 'ActiveDaily fall 1.5%'],
      ['Feed Wheat', 'Jun 26', '195.00', '–', 'Email: tom@harrisonfarms.example', 'Expired'],
    ]);
    expect(within(rows[0]!).getByRole('button', { name: 'Edit the price alert for Feed Wheat Feb 27' })).to.not.equal(null);
    expect(within(rows[0]!).getByRole('button', { name: 'Delete the price alert for Feed Wheat Feb 27' })).to.not.equal(null);
  });

  it('marks an alert whose contact is not confirmed: nothing is sent there', async () => {
    api.use(...priceAlertHandlers(priceAlertsState({ destinations: demoDestinations().filter((d) => d.kind === 'email') })));
    renderPage();
    const rows = within(await alertsTable())
      .getAllByRole('row')
      .slice(1);
    await waitFor(() => expect(cells(rows[1]!)[4]).to.equal('SMS: +44 7700 900123Not confirmed: nothing is sent here'));
    expect(cells(rows[0]!)[4]).to.equal('Email: tom@harrisonfarms.example');
  });

  it("says 'No alert price set' when there are no alerts", async () => {
    api.use(...priceAlertHandlers(priceAlertsState({ alerts: [] })));
    renderPage();
    expect(await screen.findByText('No alert price set')).to.not.equal(null);
    expect(screen.queryByRole('table', { name: 'Price alerts' })).to.equal(null);
  });

  it('deletes an alert only after the confirm, then lists the alerts again without it', async () => {
    let dialog = await openFromDemoAlerts('Delete the price alert for Oilseed Rape Feb 27', 'Delete price alert');
    expect(dialog.textContent).to.contain('Are you sure you want to delete this price alert?');
    await typist.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await api.requests.to(`${ALERTS}/${demoTriggerId('OSR')}`, 'DELETE')).to.have.length(0);

    await typist.click(screen.getByRole('button', { name: 'Delete the price alert for Oilseed Rape Feb 27' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete price alert' });
    const listedBefore = (await api.requests.to(ALERTS, 'GET')).length;
    await typist.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
    expect(await api.requests.to(`${ALERTS}/${demoTriggerId('OSR')}`, 'DELETE')).to.have.length(1);
    await waitFor(async () => expect((await api.requests.to(ALERTS, 'GET')).length).to.be.greaterThan(listedBefore));
    await waitFor(async () => expect(within(await alertsTable()).getAllByRole('row')).to.have.length(4));
    expect(screen.queryByRole('button', { name: 'Delete the price alert for Oilseed Rape Feb 27' })).to.equal(null);
  });

  it('opens a listed alert for update with its current price from its price table', async () => {
    const dialog = await openFromDemoAlerts('Edit the price alert for Feed Barley Feb 27', 'Update price alert');
    expect((within(dialog).getByLabelText('Floor price (£/MT)') as HTMLInputElement).value).to.equal('160.50');
    expect((within(dialog).getByRole('radio', { name: 'SMS' }) as HTMLInputElement).checked).to.equal(true);
    await waitFor(() => expect([...dialog.querySelectorAll('dd')][2]!.textContent).to.match(/^\d+\.\d\d$/));
    expect(within(dialog).getByRole('button', { name: 'OK' }).hasAttribute('disabled')).to.equal(true);
  });

  it('shows 2 alerts as cards on a phone, and all of them after the toggle', async () => {
    await setViewport({ width: 375, height: 800 });
    api.use(...priceAlertHandlers(priceAlertsState()));
    renderPage();
    const cards = await screen.findByRole('list', { name: 'Price alerts' });
    expect(screen.queryByRole('table', { name: 'Price alerts' })).to.equal(null);
    expect(
      within(cards)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).to.deep.equal(['Feed Wheat Feb 27', 'Feed Barley Feb 27']);
    const toggle = screen.getByRole('button', { name: 'Show all 4 alerts' });
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    await typist.click(toggle);
    expect(within(cards).getAllByRole('listitem')).to.have.length(4);
    expect(screen.getByRole('button', { name: 'Show fewer' }).getAttribute('aria-expanded')).to.equal('true');
  });

  it('asks for the alerts and their history again on each market tick', async () => {
    api.use(...priceAlertHandlers(priceAlertsState()), stream.handler);
    renderPage();
    await alertsTable();
    await screen.findByRole('table', { name: 'Alert history' });
    await waitFor(() => expect(stream.connections()).to.be.greaterThan(0));
    const before = { alerts: (await api.requests.to(ALERTS)).length, history: (await api.requests.to(`${ALERTS}/history`)).length };
    act(() => stream.push(demoTick(9, [{ contract: 'LIFFE-FEED-WHEAT', index: 0, by: 1 }])));
    await waitFor(async () => expect((await api.requests.to(ALERTS)).length).to.equal(before.alerts + 1));
    await waitFor(async () => expect((await api.requests.to(`${ALERTS}/history`)).length).to.equal(before.history + 1));
  });

  it('lists what fired: when, commodity, period, condition and the price against its threshold', async () => {
    api.use(...priceAlertHandlers(priceAlertsState()));
    renderPage();
    const history = await screen.findByRole('table', { name: 'Alert history' });
    const rows = within(history).getAllByRole('row').slice(1);
    expect(rows.map((row) => cells(row).slice(1))).to.deep.equal([
      ['Feed Barley', 'Feb 27', 'Floor price', '£160.20/MT, floor price £160.50/MT', 'SMS'],
      ['Feed Wheat', 'Feb 27', 'Daily rise', 'up 2.31%, daily rise 2%', 'Email'],
    ]);
  });

  describe('alert contact preferences', () => {
    const section = () => screen.getByRole('form', { name: 'Alert contact preferences' });
    const input = (label: string) => within(section()).getByLabelText(label) as HTMLInputElement;
    const problems = () =>
      within(section())
        .getAllByRole('alert')
        .map((a) => a.textContent);

    it("creates both when the user has none, saying 'Email Address is required' and 'SMS Number is required' until filled", async () => {
      api.use(...priceAlertHandlers(priceAlertsState({ preferences: [] })));
      renderPage();
      await screen.findByRole('form', { name: 'Alert contact preferences' });
      expect(within(section()).getByText('Dont have Default Preference')).to.not.equal(null);
      await typist.click(within(section()).getByRole('button', { name: 'Save contact preferences' }));
      await waitFor(() => expect(problems()).to.deep.equal(['Email Address is required', 'SMS Number is required']));
      await typist.type(input('Email address'), 'tom@farm');
      await typist.type(input('SMS number'), 'x123');
      await typist.click(within(section()).getByRole('button', { name: 'Save contact preferences' }));
      await waitFor(() => expect(problems()).to.deep.equal(['You have not entered a valid email address', 'You have not entered a valid SMS Number']));
      await typist.clear(input('Email address'));
      await typist.type(input('Email address'), 'tom@harrisonfarms.example');
      await typist.clear(input('SMS number'));
      await typist.type(input('SMS number'), '07700 900123');
      await typist.click(within(section()).getByRole('radio', { name: 'SMS' }));
      await typist.click(within(section()).getByRole('button', { name: 'Save contact preferences' }));
      await within(section()).findByText('Your alert contact preferences are saved.');
      const [post] = await api.requests.to(PREFERENCES, 'POST');
      // A UK mobile number is sent in its one stored form (issue 27 §7).
      expect(post!.body).to.deep.equal([
        { preferenceName: 'email', preferenceValue: 'tom@harrisonfarms.example', isDefault: false },
        { preferenceName: 'sms', preferenceValue: '+447700900123', isDefault: true },
      ]);
      expect(await api.requests.to(PREFERENCES, 'PUT')).to.have.length(0);
    });

    it('updates only the changed preference, and makes the other the default with one PUT', async () => {
      api.use(...priceAlertHandlers(priceAlertsState({ preferences: demoContactPreferences() })));
      renderPage();
      await screen.findByRole('form', { name: 'Alert contact preferences' });
      expect(input('Email address').value).to.equal('tom@harrisonfarms.example');
      expect((within(section()).getByRole('radio', { name: 'Email' }) as HTMLInputElement).checked).to.equal(true);
      await typist.clear(input('SMS number'));
      await typist.type(input('SMS number'), '+44 7700 900999');
      await typist.click(within(section()).getByRole('button', { name: 'Save contact preferences' }));
      await within(section()).findByText('Your alert contact preferences are saved.');
      await typist.click(within(section()).getByRole('radio', { name: 'SMS' }));
      await typist.click(within(section()).getByRole('button', { name: 'Save contact preferences' }));
      await waitFor(async () => expect(await api.requests.to(`${PREFERENCES}/2`, 'PUT')).to.have.length(2));
      const puts = await api.requests.to(`${PREFERENCES}/2`, 'PUT');
      expect(puts.map((p) => p.body)).to.deep.equal([
        { preferenceName: 'sms', preferenceValue: '+447700900999', isDefault: false },
        { preferenceName: 'sms', preferenceValue: '+447700900999', isDefault: true },
      ]);
      expect(await api.requests.to(`${PREFERENCES}/1`, 'PUT')).to.have.length(0);
      expect(await api.requests.to(PREFERENCES, 'POST')).to.have.length(0);
    });

    it('refuses an SMS number that is not a UK mobile, and saves nothing', async () => {
      api.use(...priceAlertHandlers(priceAlertsState({ preferences: demoContactPreferences() })));
      renderPage();
      await screen.findByRole('form', { name: 'Alert contact preferences' });
      await typist.clear(input('SMS number'));
      await typist.type(input('SMS number'), '0870 123 4567');
      await typist.click(within(section()).getByRole('button', { name: 'Save contact preferences' }));
      await waitFor(() => expect(within(section()).getByRole('alert').textContent).to.equal(alertDestinationMessages.smsNotUkMobile));
      expect(await api.requests.to(`${PREFERENCES}/2`, 'PUT')).to.have.length(0);
    });

    it('says which saved contacts are confirmed, and confirms a changed number with the code sent to it', async () => {
      api.use(...priceAlertHandlers(priceAlertsState({ preferences: demoContactPreferences() })));
      renderPage();
      await screen.findByRole('form', { name: 'Alert contact preferences' });
      await waitFor(() => expect(within(section()).getAllByText('✓ Confirmed')).to.have.length(2));
      await typist.clear(input('SMS number'));
      await typist.type(input('SMS number'), '07700 900999');
      await typist.click(within(section()).getByRole('button', { name: 'Save contact preferences' }));

      const confirm = await screen.findByRole('region', { name: 'Confirm +447700900999' });
      await within(confirm).findByText(alertDestinationMessages.codeSent('+447700900999'));
      expect(within(section()).getByText('Not confirmed')).to.not.equal(null);
      expect((await api.requests.to(DESTINATIONS, 'POST')).map((r) => r.body)).to.deep.equal([{ kind: 'sms', value: '+447700900999' }]);
      await typist.type(within(confirm).getByLabelText('Confirmation code'), '111111');
      await typist.click(within(confirm).getByRole('button', { name: 'Confirm' }));
      await waitFor(() => expect(within(confirm).getByRole('alert').textContent).to.equal('Incorrect code entered. Please try again.'));
      await typist.clear(within(confirm).getByLabelText('Confirmation code'));
      await typist.type(within(confirm).getByLabelText('Confirmation code'), DEMO_DESTINATION_CODE);
      await typist.click(within(confirm).getByRole('button', { name: 'Confirm' }));
      await within(confirm).findByText(alertDestinationMessages.nowConfirmed('+447700900999'));
      expect(within(section()).getAllByText('✓ Confirmed')).to.have.length(2);
    });

    it('offers a code for a saved contact from before confirmation, sending none until asked', async () => {
      api.use(...priceAlertHandlers(priceAlertsState({ preferences: demoContactPreferences(), destinations: demoDestinations().slice(0, 1) })));
      renderPage();
      const confirm = await screen.findByRole('region', { name: 'Confirm tom@harrisonfarms.example' });
      expect(screen.getByRole('region', { name: 'Confirm +447700900123' })).to.not.equal(null);
      expect(within(confirm).getByText(alertDestinationMessages.unconfirmed)).to.not.equal(null);
      expect(await api.requests.to(DESTINATIONS, 'POST')).to.have.length(0);
      await typist.click(within(confirm).getByRole('button', { name: 'Send a code to confirm this address' }));
      await within(confirm).findByLabelText('Confirmation code');
      expect((await api.requests.to(DESTINATIONS, 'POST')).map((r) => r.body)).to.deep.equal([{ kind: 'email', value: 'tom@harrisonfarms.example' }]);
    });
  });

  describe('notifications (load events by e-mail)', () => {
    const LOAD_NOTIFICATIONS = '/api/accounts/HAR001/load-notification-preferences';
    const section = () => screen.getByRole('form', { name: 'Notifications' });
    const box = (label: string) => within(section()).getByRole('checkbox', { name: label }) as HTMLInputElement;

    it('starts with every event off except claims, and saves the choices in one PUT', async () => {
      api.use(...priceAlertHandlers(priceAlertsState()));
      renderPage();
      await screen.findByRole('form', { name: 'Notifications' });
      expect(['A load is weighed', 'A load is sampled', 'A load is self-billed', 'A claim is made on a load'].map((label) => box(label).checked)).to.deep.equal(
        [false, false, false, true],
      );
      await typist.click(box('A load is weighed'));
      await typist.click(box('A claim is made on a load'));
      await typist.click(within(section()).getByRole('button', { name: 'Save notifications' }));
      await within(section()).findByText('Your notification choices are saved.');
      expect((await api.requests.to(LOAD_NOTIFICATIONS, 'PUT')).map((r) => r.body)).to.deep.equal([
        { weighed: true, sampled: false, selfBilled: false, claims: false },
      ]);
    });
  });
});
