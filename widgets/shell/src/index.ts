import { createLifecycles } from '@farm/ui';
import { Breadcrumbs } from './components/breadcrumbs';
import { Sidebar } from './components/sidebar';
import { ShellRoot } from './shell-root';

export { define } from './define';
export const { bootstrap, mount, unmount } = createLifecycles(ShellRoot, 'farm-shell');
/** The sidebar is its own single-spa application, mounted into the layout's sidebar slot. */
export const sidebar = createLifecycles(Sidebar, 'farm-sidebar');
/** So are the breadcrumbs, in the slot above the main area. */
export const breadcrumbs = createLifecycles(Breadcrumbs, 'farm-breadcrumbs');
