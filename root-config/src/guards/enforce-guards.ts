import { account$, openDialog, session$ } from '@farm/core';
import { skip } from 'rxjs';
import { triggerAppChange } from 'single-spa';
import { initialRedirect } from '../redirects';
import { evaluateGuards } from './guards';

/** Follows a guard's redirect: replaces the history entry, so Back does not return to the refused path. */
function redirectIfRefused(): void {
  const outcome = evaluateGuards(window.location.pathname);
  if (outcome?.kind !== 'redirect') return;
  window.history.replaceState(null, '', initialRedirect(outcome.to) ?? outcome.to);
  if (outcome.dialog) openDialog(outcome.dialog.kind, outcome.dialog.data);
}

/**
 * Runs the guards before every route change, and again when the account or user changes (a business
 * switch can close the page being shown). The activity functions consult the same guards, so a refused
 * widget is never mounted, even for a moment.
 */
export function enforceGuards(): void {
  window.addEventListener('single-spa:before-routing-event', redirectIfRefused);
  const recheck = () => {
    redirectIfRefused();
    void triggerAppChange();
  };
  account$.pipe(skip(1)).subscribe(recheck);
  session$.pipe(skip(1)).subscribe(recheck);
}
