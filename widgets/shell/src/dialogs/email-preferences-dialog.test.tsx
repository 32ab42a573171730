import { closeDialog, configureApi, openDialog, type EmailPreferences } from '@farm/core';
import { ToastHost, WidgetRoot } from '@farm/ui';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'chai';
import { http } from 'msw';
import { failure, ok } from '../../../../tests/support/api-envelopes';
import { mockApi } from '../../../../tests/support/mock-api-browser';
import { DialogHost } from './dialog-host';

const PATH = '/api/myuser/email-preferences';
const stored: EmailPreferences = { priceAlerts: true, marketReports: true, accountStatements: false, newsAndOffers: false };

const api = mockApi(
  http.get(PATH, () => ok({ preferences: stored })),
  http.put(PATH, async ({ request }) => ok(await request.json(), 201)),
);

describe('EmailPreferencesDialog', () => {
  beforeEach(() => configureApi({ apiRoot: '/api', getAccessToken: async () => 'token' }));
  afterEach(() => {
    act(() => closeDialog());
    cleanup();
  });

  const renderDialog = () => {
    render(
      <WidgetRoot cacheKey="test-email-preferences">
        <ToastHost />
        <DialogHost />
      </WidgetRoot>,
    );
    act(() => openDialog('email-preferences'));
    return screen.findByRole('dialog', { name: 'Email preferences' });
  };
  const box = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(label) as HTMLInputElement;

  it('shows the stored choices and saves the changed ones, then closes with the success message', async () => {
    const typist = userEvent.setup();
    const dialog = await renderDialog();
    await waitFor(() => expect(box(dialog, 'Price alerts').checked).to.equal(true));
    expect(box(dialog, 'Account statements').checked).to.equal(false);
    expect(box(dialog, 'News and offers').checked).to.equal(false);

    await typist.click(box(dialog, 'Market reports'));
    await typist.click(box(dialog, 'News and offers'));
    await typist.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Your email preferences have been saved.')).to.not.equal(null);
    expect(screen.queryByRole('dialog')).to.equal(null);
    const saved = await api.requests.to(PATH, 'PUT');
    expect(saved.map((request) => request.body)).to.deep.equal([
      { preferences: { priceAlerts: true, marketReports: false, accountStatements: false, newsAndOffers: true } },
    ]);
  });

  it("says why in the catalogue's words when the choices cannot be loaded, and offers no Save", async () => {
    api.use(http.get(PATH, () => failure(500, 'INTERNAL', 'Database down.')));
    const dialog = await renderDialog();
    expect((await within(dialog).findByRole('alert')).textContent).to.match(/^Connectivity error, please try again later\./);
    expect((within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).to.equal(true);
  });

  it('keeps the dialog open with the catalogue message when the save fails', async () => {
    api.use(http.put(PATH, () => failure(403, 'USER_DISABLED', 'User is disabled.')));
    const typist = userEvent.setup();
    const dialog = await renderDialog();
    await waitFor(() => expect(box(dialog, 'Price alerts').checked).to.equal(true));
    await typist.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).to.match(/^Your account has been disabled\./);
    expect(screen.getByRole('dialog', { name: 'Email preferences' })).to.not.equal(null);
  });
});
