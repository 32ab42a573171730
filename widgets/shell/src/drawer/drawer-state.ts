import { BehaviorSubject } from 'rxjs';

// The phone menu joins two single-spa applications of this one module: the header shows the menu button,
// the sidebar (in its own slot) is the drawer. They share this state, so the menu exists once.

/** Whether the sidebar is mounted: the route table hides it on some pages, and then there is no menu. */
export const sidebarShown$ = new BehaviorSubject(false);
/** Whether the sidebar shows as a drawer over the page (phones only). */
export const drawerOpen$ = new BehaviorSubject(false);

export const openDrawer = () => drawerOpen$.next(true);
export const closeDrawer = () => drawerOpen$.next(false);

/** The drawer's id, for the menu button's aria-controls across the two applications. */
export const DRAWER_ID = 'main-menu-drawer';
