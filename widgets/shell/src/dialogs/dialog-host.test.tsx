import { closeDialog, openDialog } from '@farm/core';
import { NO_COLLECTION_ADDRESS_DIALOG } from '@farm/core';
import { WidgetRoot } from '@farm/ui';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'chai';
import { DialogHost } from './dialog-host';
import { noAccessTitle } from './no-access-dialog';

describe('DialogHost', () => {
  afterEach(() => {
    act(() => closeDialog());
    cleanup();
  });

  /** A control elsewhere on the page that asks for a dialog, as a locked tile or sidebar item does. */
  const renderHost = () =>
    render(
      <WidgetRoot cacheKey="test-dialogs">
        <button type="button" onClick={() => openDialog('no-access', { tile: 'Oxbury' })}>
          Oxbury
        </button>
        <DialogHost />
      </WidgetRoot>,
    );
  const opener = () => screen.getByRole('button', { name: 'Oxbury' });
  const focusIsOnOpener = () => document.activeElement === opener();

  it('opens the access dialog asked for on the bus, with the support contact and an Ok button', async () => {
    const typist = userEvent.setup();
    renderHost();
    await typist.click(opener());
    const dialog = await screen.findByRole('dialog', { name: noAccessTitle('Oxbury') });
    expect(within(dialog).getByRole('heading').textContent).to.equal("Looks like you don't have access to Oxbury.");
    expect(dialog.textContent).to.contain('01234 567890').and.to.contain('support@myfarm.example');
    await typist.click(within(dialog).getByRole('button', { name: 'Ok' }));
    expect(screen.queryByRole('dialog')).to.equal(null);
  });

  it('gives focus back to the control that opened it, after Ok and after Escape', async () => {
    const typist = userEvent.setup();
    renderHost();
    await typist.click(opener());
    await typist.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ok' }));
    expect(focusIsOnOpener()).to.equal(true);

    await typist.click(opener());
    // Escape on a modal <dialog> is the browser's cancel event, which a synthetic key press does not cause.
    fireEvent(await screen.findByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).to.equal(null);
    expect(focusIsOnOpener()).to.equal(true);
  });

  it('opens a dialog asked for before it mounted', async () => {
    openDialog('no-access', { tile: 'Crop Marketing' });
    renderHost();
    expect((await screen.findByRole('dialog')).textContent).to.contain('Crop Marketing');
  });

  it("says 'No Collection Address' when crop marketing sent a business without an address home (spec 2 §8)", async () => {
    const typist = userEvent.setup();
    openDialog(NO_COLLECTION_ADDRESS_DIALOG);
    renderHost();
    const dialog = await screen.findByRole('dialog', { name: 'No Collection Address' });
    expect(dialog.textContent).to.contain('There are no collection addresses associated with this account, please contact');
    expect(within(dialog).getByRole('link', { name: 'support@myfarm.example' }).getAttribute('href')).to.equal('mailto:support@myfarm.example');
    expect(dialog.textContent).to.contain('01234 567890');
    await typist.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).to.equal(null);
  });

  it('ignores a kind it does not know', () => {
    renderHost();
    act(() => openDialog('no-such-dialog'));
    expect(screen.queryByRole('dialog')).to.equal(null);
  });
});
