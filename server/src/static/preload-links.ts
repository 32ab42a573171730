import { matchRoute, paths } from '@farm/core/routes';

/** dist/web/preload.json, written by the build (scripts/build/preload-manifest.mjs). */
export interface PreloadManifest {
  /** What every visit loads: the root config's entry and the sign-in path. */
  entry: string[];
  /** What a signed-in visit loads next: the root config's lazily loaded part and its imports. */
  portal: string[];
  /** Each widget's module with everything it imports statically. */
  widgets: Record<string, string[]>;
}

export interface PagePreloads {
  always: string[];
  /** Wanted only when the browser holds a session; the page itself decides (the server cannot see it). */
  signedIn: string[];
}

const SHELL = '@farm/shell';
/** '/', '/login' and the return from the provider all end on the dashboard. */
const ENDS_ON_DASHBOARD = new Set(['/', '/login', '/callback']);

/** The modules a visit to `pathname` needs, so the browser asks for all of them at once. */
export function preloadsFor(manifest: PreloadManifest, pathname: string): PagePreloads {
  const route = matchRoute(ENDS_ON_DASHBOARD.has(pathname) ? paths.dashboard : pathname);
  const wanted = [...manifest.portal, ...(manifest.widgets[SHELL] ?? []), ...((route && manifest.widgets[route.widget]) ?? [])];
  const always = new Set(manifest.entry);
  return { always: [...always], signedIn: [...new Set(wanted)].filter((url) => !always.has(url)) };
}
