import { accountPricesKey, contractPeriodText, pricesQuery } from '@farm/area-crop-marketing';
import { configureApi, priceAlertRequests$, queryClient, requestPriceAlert, session$, type PriceAlertRequest } from '@farm/core';
import { alertDestinationMessages, priceAlertMessages } from '@farm/area-alerts';
import { WidgetRoot } from '@farm/ui';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'chai';
import { http } from 'msw';
import { failure, ok } from '../../../../tests/support/api-envelopes';
import { demoCommodities, demoPrices, demoTriggerId } from '@farm/area-crop-marketing/mocks';
import { user } from '../../../../tests/support/fixtures';
import { mockApi } from '../../../../tests/support/mock-api-browser';
import { priceAlertHandlers, priceAlertsState } from '../../../../tests/support/mock-handlers';
import { DEMO_DESTINATION_CODE, demoDestinations } from '@farm/area-alerts/mocks';
import { AlertDialogHost } from './alert-dialog-host';

const api = mockApi(...priceAlertHandlers());
const ALERTS = '/api/accounts/HAR001/price-alerts';
const DESTINATIONS = '/api/myuser/alert-destinations';

/** A bell's request for row `index` of a commodity's demo table (row 3 has an active alert). */
function bell(cdk: string, index: number): PriceAlertRequest {
  const commodity = demoCommodities.find((c) => c.commodityExternalCdkId === cdk)!;
  const row = demoPrices(commodity).rows[index]!;
  return { accountReference: 'HAR001', commodity, row, farmAddressId: 501, priceType: 'XFM', triggerId: row.triggerId };
}

const renderHost = () =>
  render(
    <WidgetRoot cacheKey="test-alert-dialog">
      <AlertDialogHost />
    </WidgetRoot>,
  );

/** The dialog named `name` once its form shows (it says it is loading until its data is there). */
async function formDialog(name: string) {
  await screen.findByLabelText('Target price (£/MT)');
  return screen.getByRole('dialog', { name });
}

/** Opens the create dialog of Feed Wheat's first row (or `request`) and waits for its form. */
async function openCreate(request = bell('FW', 0)) {
  renderHost();
  act(() => requestPriceAlert(request));
  return formDialog('Set a price alert');
}

const field = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(label) as HTMLInputElement;

describe('AlertDialogHost', () => {
  let typist: ReturnType<typeof userEvent.setup>;
  beforeEach(() => {
    typist = userEvent.setup();
    configureApi({ apiRoot: '/api', getAccessToken: async () => 'token' });
    session$.next({ user: user(), internal: false, getAccessToken: async () => 'token' });
    // Each test's handlers start from the demo state again.
    api.use(...priceAlertHandlers(priceAlertsState()));
  });
  afterEach(() => {
    cleanup();
    priceAlertRequests$.next(null);
  });

  it('opens the create dialog for a request published before it subscribed, showing the row and the default contact', async () => {
    const request = bell('FW', 0);
    requestPriceAlert(request);
    renderHost();
    const dialog = await formDialog('Set a price alert');
    await waitFor(() => expect(field(dialog, 'Email address').value).to.equal('tom@harrisonfarms.example'));
    expect(priceAlertRequests$.value).to.equal(null);
    const facts = [...dialog.querySelectorAll('dd')].map((dd) => dd.textContent);
    expect(facts).to.deep.equal(['Feed Wheat', contractPeriodText(request.row.contractPeriod), request.row.priceCurrentYear!.toFixed(2)]);
    expect((within(dialog).getByRole('radio', { name: 'Email' }) as HTMLInputElement).checked).to.equal(true);
    expect(within(dialog).queryByText(priceAlertMessages.noDefaultPreference)).to.equal(null);
    expect(field(dialog, 'Target price (£/MT)').value).to.equal('');
  });

  it('creates the alert with a blank floor as 0, then closes and asks for the price tables again', async () => {
    const question = { priceType: 'XFM' as const, farmAddressId: 501, commodityExternalCdkId: 'FW' };
    queryClient.setQueryData(pricesQuery('HAR001', question).queryKey, demoPrices(demoCommodities[0]!));
    const dialog = await openCreate();
    await typist.type(field(dialog, 'Target price (£/MT)'), '205.5');
    await typist.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
    const [post] = await api.requests.to(ALERTS, 'POST');
    expect(post!.body).to.deep.include({
      commodityExternalCdkId: 'FW',
      sellReference: 'FW-2026-11',
      farmAddressId: 501,
      priceType: 'XFM',
      targetPrice: 205.5,
      floorPrice: 0,
      risePercent: 0,
      fallPercent: 0,
      notificationType: 'email',
      emailAddress: 'tom@harrisonfarms.example',
    });
    await waitFor(() => expect(queryClient.getQueryState(accountPricesKey('HAR001'))?.isInvalidated ?? true).to.equal(true));
    expect(queryClient.getQueryState(pricesQuery('HAR001', question).queryKey)!.isInvalidated).to.equal(true);
    expect(await api.requests.to(DESTINATIONS, 'POST'), 'a confirmed contact is sent no code').to.have.length(0);
  });

  it("says 'You must enter either a target price or a floor price' when both are blank, and sends nothing", async () => {
    const dialog = await openCreate();
    await waitFor(() => expect(field(dialog, 'Email address').value).to.not.equal(''));
    await typist.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect((await within(dialog).findByRole('alert')).textContent).to.equal('You must enter either a target price or a floor price');
    expect(await api.requests.to(ALERTS, 'POST')).to.have.length(0);
  });

  it('caps the target at 500 for feed wheat and feed barley and at 999 for oilseed rape', async () => {
    let dialog = await openCreate(bell('FB', 0));
    await typist.type(field(dialog, 'Target price (£/MT)'), '500.01');
    await typist.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect((await within(dialog).findByRole('alert')).textContent).to.equal('The target price must be less than 500');
    cleanup();

    dialog = await openCreate(bell('OSR', 0));
    await typist.type(field(dialog, 'Target price (£/MT)'), '999.5');
    await typist.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect((await within(dialog).findByRole('alert')).textContent).to.equal('The target price must be less than 999');
    await typist.clear(field(dialog, 'Target price (£/MT)'));
    await typist.type(field(dialog, 'Target price (£/MT)'), '600');
    await typist.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
    const [post] = await api.requests.to(ALERTS, 'POST');
    expect(post!.body).to.deep.include({ commodityExternalCdkId: 'OSR', targetPrice: 600 });
  });

  it('takes prices with at most 2 decimals', async () => {
    const dialog = await openCreate();
    await typist.type(field(dialog, 'Floor price (£/MT)'), '180.555');
    await typist.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect((await within(dialog).findByRole('alert')).textContent).to.equal(priceAlertMessages.priceFormat);
    await typist.clear(field(dialog, 'Floor price (£/MT)'));
    await typist.type(field(dialog, 'Floor price (£/MT)'), '180.55');
    await typist.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
    expect((await api.requests.to(ALERTS, 'POST'))[0]!.body).to.deep.include({ floorPrice: 180.55, targetPrice: 0 });
  });

  it('checks the e-mail address: hinted while empty, required, and of the simple pattern', async () => {
    api.use(http.get('/api/accounts/:reference/user-preferences', () => ok({ preferences: [] })));
    const dialog = await openCreate();
    const email = field(dialog, 'Email address');
    expect(within(dialog).getByText('Email address is required').getAttribute('role')).to.equal(null);
    await typist.type(field(dialog, 'Target price (£/MT)'), '200');
    await typist.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect((await within(dialog).findByRole('alert')).textContent).to.equal('Email address is required');
    await typist.type(email, 'tom@farm');
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).to.equal('You have not entered a valid email address'));
    expect(await api.requests.to(ALERTS, 'POST')).to.have.length(0);
  });

  it('refuses a floor at or above the target, which would alert with it on the same price, and sends nothing', async () => {
    const dialog = await openCreate();
    await waitFor(() => expect(field(dialog, 'Email address').value).to.not.equal(''));
    await typist.type(field(dialog, 'Target price (£/MT)'), '200');
    await typist.type(field(dialog, 'Floor price (£/MT)'), '200');
    await typist.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect((await within(dialog).findByRole('alert')).textContent).to.equal('The floor price must be less than the target price, or both would alert at once.');
    expect(field(dialog, 'Floor price (£/MT)').getAttribute('aria-invalid')).to.equal('true');
    expect(await api.requests.to(ALERTS, 'POST')).to.have.length(0);
    await typist.clear(field(dialog, 'Floor price (£/MT)'));
    await typist.type(field(dialog, 'Floor price (£/MT)'), '190');
    await typist.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
    expect((await api.requests.to(ALERTS, 'POST'))[0]!.body).to.deep.include({ targetPrice: 200, floorPrice: 190 });
  });

  it('refuses markup or an emoji for an e-mail address', async () => {
    const dialog = await openCreate();
    const email = field(dialog, 'Email address');
    await waitFor(() => expect(email.value).to.not.equal(''));
    await typist.type(field(dialog, 'Target price (£/MT)'), '200');
    for (const typed of ['<script>alert(1)</script>@x.com', '🌾@x.com']) {
      await typist.clear(email);
      await typist.type(email, typed);
      await typist.click(within(dialog).getByRole('button', { name: 'OK' }));
      await waitFor(() => expect(within(dialog).getByRole('alert').textContent, typed).to.equal('You have not entered a valid email address'));
    }
    expect(await api.requests.to(ALERTS, 'POST')).to.have.length(0);
  });

  it('checks the SMS number when SMS is chosen: required, starting with a digit or a plus, and a UK mobile number', async () => {
    const dialog = await openCreate();
    await typist.type(field(dialog, 'Target price (£/MT)'), '200');
    await typist.click(within(dialog).getByRole('radio', { name: 'SMS' }));
    // The demo user's SMS number is prefilled; clear it.
    const sms = field(dialog, 'SMS number');
    await typist.clear(sms);
    expect(within(dialog).getByText('SMS number is required')).to.not.equal(null);
    await typist.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect((await within(dialog).findByRole('alert')).textContent).to.equal('SMS Number is required');
    await typist.type(sms, 'call me');
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).to.equal('You have not entered a valid SMS Number'));
    // Issue 27 §7: premium-rate, landline and foreign numbers are refused.
    await typist.clear(sms);
    await typist.type(sms, '09065 123456');
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).to.equal(alertDestinationMessages.smsNotUkMobile));
    expect(await api.requests.to(ALERTS, 'POST')).to.have.length(0);
    await typist.clear(sms);
    await typist.type(sms, '+44 7700 900456');
    await typist.click(within(dialog).getByRole('button', { name: 'OK' }));
    // A number not yet confirmed: the alert is saved, and the dialog goes on to the code sent there.
    const step = await screen.findByRole('dialog', { name: 'Confirm your mobile number' });
    await within(step).findByText(alertDestinationMessages.codeSent('+447700900456'));
    expect((await api.requests.to(ALERTS, 'POST'))[0]!.body).to.deep.include({ notificationType: 'sms', smsNumber: '+447700900456' });
  });

  it('saves an alert to a new e-mail address, then takes the code sent there: a wrong one says so, a new one can be sent', async () => {
    const dialog = await openCreate();
    const email = field(dialog, 'Email address');
    await waitFor(() => expect(email.value).to.not.equal(''));
    expect(await within(dialog).findByText('✓ Confirmed')).to.not.equal(null);
    await typist.clear(email);
    await typist.type(email, 'Office@HarrisonFarms.example');
    expect(within(dialog).getByText(alertDestinationMessages.unconfirmed)).to.not.equal(null);
    await typist.type(field(dialog, 'Target price (£/MT)'), '200');
    await typist.click(within(dialog).getByRole('button', { name: 'OK' }));

    const step = await screen.findByRole('dialog', { name: 'Confirm your email address' });
    expect(step.textContent).to.contain('Your price alert is saved.');
    await within(step).findByText(alertDestinationMessages.codeSent('office@harrisonfarms.example'));
    expect((await api.requests.to(DESTINATIONS, 'POST')).map((r) => r.body)).to.deep.equal([{ kind: 'email', value: 'office@harrisonfarms.example' }]);
    const code = within(step).getByLabelText('Confirmation code');
    await typist.click(within(step).getByRole('button', { name: 'Confirm' }));
    expect((await within(step).findByRole('alert')).textContent).to.equal(alertDestinationMessages.codeRequired);
    await typist.type(code, '000000');
    await typist.click(within(step).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(within(step).getByRole('alert').textContent).to.equal('Incorrect code entered. Please try again.'));
    await typist.click(within(step).getByRole('button', { name: 'Send a new code' }));
    await waitFor(async () => expect(await api.requests.to(DESTINATIONS, 'POST')).to.have.length(2));
    await typist.clear(code);
    await typist.type(code, DEMO_DESTINATION_CODE);
    await typist.click(within(step).getByRole('button', { name: 'Confirm' }));
    await within(step).findByText(alertDestinationMessages.nowConfirmed('office@harrisonfarms.example'));
    expect((await api.requests.to(`${DESTINATIONS}/confirm`, 'POST')).at(-1)!.body).to.deep.equal({
      kind: 'email',
      value: 'office@harrisonfarms.example',
      code: DEMO_DESTINATION_CODE,
    });
    await typist.click(within(step).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
  });

  it('leaves the code for later: the alert stays saved and no more codes are sent', async () => {
    const dialog = await openCreate();
    const email = field(dialog, 'Email address');
    await waitFor(() => expect(email.value).to.not.equal(''));
    await typist.clear(email);
    await typist.type(email, 'office@harrisonfarms.example');
    await typist.type(field(dialog, 'Target price (£/MT)'), '200');
    await typist.click(within(dialog).getByRole('button', { name: 'OK' }));
    const step = await screen.findByRole('dialog', { name: 'Confirm your email address' });
    await within(step).findByLabelText('Confirmation code');
    await typist.click(within(step).getByRole('button', { name: 'Later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
    expect(await api.requests.to(ALERTS, 'POST')).to.have.length(1);
    expect(await api.requests.to(DESTINATIONS, 'POST')).to.have.length(1);
  });

  it("offers to confirm an alert's saved contact that is not confirmed, without changing the alert", async () => {
    api.use(...priceAlertHandlers(priceAlertsState({ destinations: demoDestinations().filter((d) => d.kind === 'email') })));
    renderHost();
    act(() => requestPriceAlert(bell('FB', 3)));
    const dialog = await formDialog('Update price alert');
    expect(await within(dialog).findByText(alertDestinationMessages.unconfirmed)).to.not.equal(null);
    await typist.click(within(dialog).getByRole('button', { name: 'Confirm this number' }));
    const step = await screen.findByRole('dialog', { name: 'Confirm your mobile number' });
    expect(step.textContent).to.not.contain('Your price alert is saved.');
    await within(step).findByText(alertDestinationMessages.codeSent('+447700900123'));
    await typist.type(within(step).getByLabelText('Confirmation code'), DEMO_DESTINATION_CODE);
    await typist.click(within(step).getByRole('button', { name: 'Confirm' }));
    await within(step).findByText(alertDestinationMessages.nowConfirmed('+447700900123'));
    expect(await api.requests.to(`${ALERTS}/${demoTriggerId('FB')}`, 'PUT')).to.have.length(0);
  });

  it("says 'Dont have Default Preference' when the user has no default contact", async () => {
    api.use(
      http.get('/api/accounts/:reference/user-preferences', () =>
        ok({ preferences: [{ preferenceId: 2, preferenceName: 'sms', preferenceValue: '+44 7700 900123', isDefault: false }] }),
      ),
    );
    const dialog = await openCreate();
    expect((await within(dialog).findByRole('status')).textContent).to.equal('Dont have Default Preference');
    expect(field(dialog, 'Email address').value).to.equal('');
  });

  it("shows the server's errorMessage in the form when the create fails", async () => {
    api.use(http.post('/api/accounts/:reference/price-alerts', () => failure(500, 'INTERNAL_ERROR', 'The alert service is unavailable.')));
    const dialog = await openCreate();
    await typist.type(field(dialog, 'Target price (£/MT)'), '200');
    await typist.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect((await within(dialog).findByRole('alert')).textContent).to.equal('The alert service is unavailable.');
    expect(screen.getByRole('dialog', { name: 'Set a price alert' })).to.equal(dialog);
  });

  it("opens the row's active alert for update; OK is inert until something changes and while a price is '.'", async () => {
    renderHost();
    act(() => requestPriceAlert(bell('FW', 3)));
    const dialog = await formDialog('Update price alert');
    const ok = within(dialog).getByRole('button', { name: 'OK' });
    const target = field(dialog, 'Target price (£/MT)');
    expect(target.value).to.equal('210.00');
    expect(field(dialog, 'Floor price (£/MT)').value).to.equal('');
    expect(field(dialog, 'Daily rise (%)').value).to.equal('2');
    expect(ok.hasAttribute('disabled')).to.equal(true);
    await typist.type(field(dialog, 'Floor price (£/MT)'), '.');
    expect(ok.hasAttribute('disabled')).to.equal(true);
    await typist.clear(field(dialog, 'Floor price (£/MT)'));
    // Back to what was saved: still nothing changed.
    expect(ok.hasAttribute('disabled')).to.equal(true);
    await typist.clear(target);
    await typist.type(target, '215');
    expect(ok.hasAttribute('disabled')).to.equal(false);
    await typist.click(ok);
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
    const [put] = await api.requests.to(`${ALERTS}/${demoTriggerId('FW')}`, 'PUT');
    expect(put!.body).to.deep.include({ commodityExternalCdkId: 'FW', targetPrice: 215, floorPrice: 0, risePercent: 2, notificationType: 'email' });
  });

  it('applies the either-or rule and the cap to an update too', async () => {
    renderHost();
    act(() => requestPriceAlert(bell('FW', 3)));
    const dialog = await formDialog('Update price alert');
    const target = field(dialog, 'Target price (£/MT)');
    await typist.clear(target);
    await typist.type(target, '501');
    await typist.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect((await within(dialog).findByRole('alert')).textContent).to.equal('The target price must be less than 500');
    await typist.clear(target);
    await typist.clear(field(dialog, 'Daily rise (%)'));
    await typist.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).to.equal('You must enter either a target price or a floor price'));
    expect(await api.requests.to(`${ALERTS}/${demoTriggerId('FW')}`, 'PUT')).to.have.length(0);
  });

  it('keeps focus inside while tabbing, and closes on Escape (the cancel event) without saving', async () => {
    const dialog = await openCreate(bell('FB', 1));
    for (let i = 0; i < 10; i++) {
      await typist.tab();
      expect(dialog.contains(document.activeElement)).to.equal(true);
    }
    // Escape on a modal <dialog> is the browser's cancel event, which a synthetic key press does not cause.
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
    expect(await api.requests.to(ALERTS, 'POST')).to.have.length(0);
  });
});
