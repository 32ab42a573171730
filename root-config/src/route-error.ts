import { ROUTE_ERROR_MESSAGE } from '@farm/core';
import { addErrorHandler } from 'single-spa';
import { renderStatusPage } from './status-page';

/**
 * Spec 1 §8: a widget that fails to load or mount shows the route error screen instead of a blank area (a
 * widget that throws while rendering shows the same screen from its own error boundary). The screen goes
 * away on the next route change, when single-spa tries the widget again.
 */
export function showRouteErrors(slot: HTMLElement): void {
  let remove: (() => void) | undefined;
  addErrorHandler((error) => {
    console.error(error);
    remove?.();
    remove = renderStatusPage(slot, {
      message: ROUTE_ERROR_MESSAGE,
      action: { label: 'Refresh', onClick: () => window.location.reload() },
    });
  });
  window.addEventListener('single-spa:before-routing-event', () => {
    remove?.();
    remove = undefined;
  });
}
