import { clientConfig, DASHBOARD_PREFIX, errorMessageFor, matchRoute, paths, signIn, signOut, startSession } from '@farm/core';
import { registerApplication, start } from 'single-spa';
import { activeOn, sidebarActive } from './activity';
import { auditRouteViews } from './audit-route-views';
import { enforceGuards } from './guards/enforce-guards';
import { importMapNames } from './import-map';
import { publishRoute } from './publish-route';
import { initialRedirect } from './redirects';
import { showRouteErrors } from './route-error';
import { routesByWidget } from './widget-routes';
import { renderStatusPage } from './status-page';
import { showUnavailableAreas } from './unavailable-area';

const slot = (id: string) => document.getElementById(id) as HTMLElement;

/** Finishes a return from the provider: on to the saved path, or a clean sign-in after a stale callback. */
async function finishSignIn(signingIn: Promise<string>): Promise<boolean> {
  try {
    const returnPath = await signingIn;
    // A widget's standalone dev page is its own document, not a portal route: load it for real.
    if (!returnPath.startsWith(DASHBOARD_PREFIX)) {
      window.location.replace(returnPath);
      return false;
    }
    window.history.replaceState(null, '', returnPath);
    return true;
  } catch {
    // A stale or replayed callback: start a clean sign-in rather than show a broken page.
    await signIn(paths.dashboard);
    return false;
  }
}

function showLoadError(error: unknown) {
  renderStatusPage(slot('main-slot'), {
    title: 'We could not load your MyFarm account',
    message: errorMessageFor(error, clientConfig().support),
    action: { label: 'Ok', onClick: () => void signOut() },
  });
}

function registerWidgets() {
  const available = importMapNames();
  const main = { domElement: slot('main-slot') };
  registerApplication({
    name: '@farm/shell',
    app: () => import('@farm/shell'),
    activeWhen: () => true,
    customProps: { domElement: slot('header-slot') },
  });
  registerApplication({
    name: '@farm/shell-sidebar',
    app: () => import('@farm/shell').then((shell) => shell.sidebar),
    activeWhen: sidebarActive,
    customProps: { domElement: slot('sidebar-slot') },
  });
  registerApplication({
    name: '@farm/shell-breadcrumbs',
    app: () => import('@farm/shell').then((shell) => shell.breadcrumbs),
    activeWhen: sidebarActive,
    customProps: { domElement: slot('breadcrumb-slot') },
  });
  for (const [widget, routes] of routesByWidget()) {
    if (!available.has(widget)) continue;
    registerApplication({ name: widget, app: () => import(widget), activeWhen: activeOn(routes), customProps: main });
  }
  showUnavailableAreas(slot('main-slot'), available);
  showRouteErrors(slot('main-slot'));
  publishRoute();
}

/**
 * Starts loading the shell and the widget of the requested route while the session is fetched, so their code is
 * ready when single-spa mounts them. A failed load is reported when single-spa imports the module itself.
 */
function startLoadingWidgets(available: Set<string>) {
  const routeWidget = matchRoute(window.location.pathname)?.widget;
  for (const name of ['@farm/shell', routeWidget]) {
    if (name && available.has(name)) void import(name).catch(() => undefined);
  }
}

/**
 * The signed-in portal: completes a sign-in (`signingIn`, the code exchange the entry started on /callback),
 * loads the session, then hands the page to single-spa.
 */
export async function startPortal(signingIn?: Promise<string>): Promise<void> {
  const redirect = initialRedirect(window.location.pathname);
  if (redirect) window.history.replaceState(null, '', redirect);
  if (signingIn && !(await finishSignIn(signingIn))) return;
  startLoadingWidgets(importMapNames());
  try {
    if (!(await startSession())) return;
  } catch (error) {
    showLoadError(error);
    return;
  }
  enforceGuards();
  auditRouteViews();
  registerWidgets();
  start({ urlRerouteOnly: true });
}
