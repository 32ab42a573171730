import { BANK_PARTNER_PROMPT, getOxburyProfile } from '@farm/area-bank-partner';
import { clientConfig, errorMessageFor, logAction, navigate, openDialog, toast, type Tile } from '@farm/core';

/** Spec 1 §6: the bank partner opens only for a customer of the partner bank; anyone else gets the prompt. */
async function openBankPartner(tile: Tile, account: string): Promise<void> {
  try {
    if (await getOxburyProfile(account)) navigate(tile.route);
    else openDialog(BANK_PARTNER_PROMPT);
  } catch (error) {
    toast(errorMessageFor(error, clientConfig().support), 'error');
  }
}

/** A tile click: recorded in the audit log (spec 1 §7), then the access dialog, the partner check, or the area. */
export async function openTile(tile: Tile, account: string): Promise<void> {
  void logAction({
    action: 'tile-click',
    appname: tile.text,
    message: tile.locked ? `Clicked the locked ${tile.text} tile` : `Opened the ${tile.text} tile`,
    url: tile.route,
  });
  if (tile.locked) return openDialog('no-access', { tile: tile.text });
  if (tile.reference === 'oxbury') return openBankPartner(tile, account);
  if (/^https?:/.test(tile.route)) window.open(tile.route, '_blank', 'noopener');
  else navigate(tile.route);
}
