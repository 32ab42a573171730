import { closeDialog, openDialog } from '@farm/core';
import { WidgetRoot } from '@farm/ui';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { expect } from 'chai';
import { DialogHost } from './dialog-host';

describe('DialogHost', () => {
  afterEach(() => {
    act(() => closeDialog());
    cleanup();
  });

  const renderHost = () =>
    render(
      <WidgetRoot cacheKey="test-dialogs">
        <DialogHost />
      </WidgetRoot>,
    );

  it('opens the access dialog asked for on the bus, with the support contact and an Ok button', async () => {
    renderHost();
    act(() => openDialog('no-access', { tile: 'Oxbury' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading').textContent).to.equal("Looks like you don't have access to Oxbury.");
    expect(dialog.textContent).to.contain('01234 567890').and.to.contain('support@myfarm.example');
    act(() => within(dialog).getByRole('button', { name: 'Ok' }).click());
    expect(screen.queryByRole('dialog')).to.equal(null);
  });

  it('opens a dialog asked for before it mounted', async () => {
    openDialog('no-access', { tile: 'Crop Marketing' });
    renderHost();
    expect((await screen.findByRole('dialog')).textContent).to.contain('Crop Marketing');
  });

  it('ignores a kind it does not know', () => {
    renderHost();
    act(() => openDialog('no-such-dialog'));
    expect(screen.queryByRole('dialog')).to.equal(null);
  });
});
