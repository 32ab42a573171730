import { defineElement } from '@farm/ui';
import { AlertsRoot } from './alerts-root';
import { AlertDialogHost } from './dialog/alert-dialog-host';

/**
 * Registers <farm-price-alerts> (the price alerts page of the selected business) and <farm-price-alert-dialog>
 * (the create or update dialog that answers a price row's bell; crop marketing loads it with loadElement).
 */
export function define(): void {
  defineElement('farm-price-alerts', AlertsRoot, { cacheKey: 'farm-price-alerts' });
  defineElement('farm-price-alert-dialog', AlertDialogHost, { cacheKey: 'farm-price-alert-dialog' });
}
