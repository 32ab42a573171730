import { clientConfig, completeSignIn, DASHBOARD_PREFIX, errorMessageFor, paths, signIn, signOut, startSession } from '@farm/core';
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

async function handleCallback(): Promise<boolean> {
  if (window.location.pathname !== '/callback') return true;
  try {
    const returnPath = await completeSignIn();
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

async function boot() {
  const redirect = initialRedirect(window.location.pathname);
  if (redirect) window.history.replaceState(null, '', redirect);
  if (!(await handleCallback())) return;
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

void boot();
