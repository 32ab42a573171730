// One measured page load: from the navigation to the target on screen and the network quiet again.
import { applyConditions } from './conditions.mjs';
import { meterNetwork } from './network-meter.mjs';
import { probeContext } from './page-probe.mjs';

// After the target shows, the page may still fetch (the tiles' data, an audit post): its bytes count once the
// network has been idle this long.
const QUIET_MS = 1000;

/** A fresh browser context with one page, probed for the element at `path` and metered through the DevTools protocol. */
export async function openMeasuredPage(browser, path) {
  const context = await browser.newContext();
  const probe = await probeContext(context, path);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const meter = await meterNetwork(cdp);
  return {
    page,
    cdp,
    probe,
    meter,
    throttle: (network) => applyConditions(cdp, network),
    /** Loads `url`; resolves with when the target showed and the LCP (ms), and the requests and bytes of `origin` (all when omitted). */
    async visit(url, origin) {
      probe.startVisit();
      meter.reset();
      await page.goto(url, { waitUntil: 'commit' });
      await probe.visible();
      await meter.quiet(QUIET_MS);
      return { ...probe.timings(), ...meter.counts(origin) };
    },
    close: () => context.close(),
  };
}
