// The signed-in grower's dashboard, cold and warm: sign in through the login form (unthrottled, not measured),
// then load /dashboard with the HTTP cache disabled, and again with the cache the sign-in filled.
import { signInThroughForm } from '../lib/sign-in.mjs';
import { openMeasuredPage } from './visit.mjs';

/** The dashboard's page heading: what the grower waits for. */
const DASHBOARD_HEADING = ['#main-slot h1'];

/** Resolves with `{ cold, warm }`, each `{ visibleMs, lcpMs, requests, fromCache, bytes }`. */
export async function dashboardVisit(browser, portal, network) {
  const measured = await openMeasuredPage(browser, DASHBOARD_HEADING);
  try {
    const { page, cdp } = measured;
    await page.goto(`${portal}/dashboard`);
    await signInThroughForm(page);
    await measured.probe.visible();
    await measured.meter.quiet(1000);
    await measured.throttle(network);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const cold = await measured.visit(`${portal}/dashboard`);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
    const warm = await measured.visit(`${portal}/dashboard`);
    return { cold, warm };
  } finally {
    await measured.close();
  }
}
