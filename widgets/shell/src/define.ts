import { defineElement } from '@farm/ui';
import { ShellRoot } from './shell-root';

/** Registers `<farm-shell>`: the portal header for a page that has already signed the user in. */
export function define(): void {
  defineElement('farm-shell', ShellRoot, { cacheKey: 'farm-shell' });
}
