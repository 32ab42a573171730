// One embeddable widget on the partner page, cold (a fresh browser context) and warm (the same page again).
import { embedTarget } from './partner-page.mjs';
import { openMeasuredPage } from './visit.mjs';

/** Resolves with `{ cold, warm }`, each `{ visibleMs, requests, fromCache, bytes }` counting the portal's requests only. */
export async function embedVisit(browser, { partner, portal, tag, network }) {
  const measured = await openMeasuredPage(browser, embedTarget(tag).path);
  try {
    await measured.throttle(network);
    const url = `${partner}/?tag=${tag}`;
    const cold = await measured.visit(url, portal);
    const warm = await measured.visit(url, portal);
    return { cold, warm };
  } finally {
    await measured.close();
  }
}
