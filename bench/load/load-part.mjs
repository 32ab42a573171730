// `npm run bench -- load`: page loads in Chromium at 4x CPU slowdown over loopback and a slow 4G link, the
// median of 3 runs each: the signed-in dashboard cold and warm, a signed-out visit to the sign-in form, and
// each embeddable widget on a partner page.
import path from 'node:path';
import { launchChromium } from '../lib/chromium.mjs';
import { freePort } from '../lib/free-port.mjs';
import { startPortal } from '../lib/portal-server.mjs';
import { kb, median, printTable, seconds } from '../lib/report.mjs';
import { embedClosures } from '../sizes/module-closures.mjs';
import { CPU_SLOWDOWN, NETWORKS } from './conditions.mjs';
import { dashboardVisit } from './dashboard-visits.mjs';
import { embedVisit } from './embed-visits.mjs';
import { startPartnerPage } from './partner-page.mjs';
import { signedOutVisit } from './signed-out-visit.mjs';

const RUNS = 3;
const SLOW_4G = NETWORKS[1];

/** Runs `visit` RUNS times; the median of each figure, for each kind of load it returns (`cold`, `warm`). */
async function medianOf(visit) {
  const runs = [];
  for (let run = 0; run < RUNS; run++) runs.push(await visit());
  const medians = (loads) => Object.fromEntries(Object.keys(loads[0]).map((key) => [key, median(loads.map((load) => load[key]))]));
  if (!('cold' in runs[0])) return medians(runs);
  return Object.fromEntries(Object.keys(runs[0]).map((kind) => [kind, medians(runs.map((r) => r[kind]))]));
}

const time = (ms) => (ms === undefined ? 'n/a' : seconds(ms));
const requestsOf = (load) => `${load.requests}${load.fromCache ? ` (${load.fromCache} cached)` : ''}`;

/**
 * Resolves with `{ chromium, dashboard: { [network]: { cold, warm } }, signedOut, embeds: { [tag]: { [network]: { cold, warm } } } }`,
 * every figure a median of RUNS.
 */
export async function runLoad({ build }) {
  const tags = embedClosures(path.join(build, 'web')).map((embed) => embed.tag);
  const partnerPort = await freePort();
  const portal = await startPortal(build, { EMBED_DEMO_ORIGINS: `http://127.0.0.1:${partnerPort}` });
  const partner = await startPartnerPage(partnerPort, portal.url, tags);
  const browser = await launchChromium();
  try {
    console.log(`Chromium ${browser.version()}, ${CPU_SLOWDOWN}x CPU slowdown, median of ${RUNS} runs.\n`);
    const dashboard = {};
    for (const network of NETWORKS) dashboard[network.name] = await medianOf(() => dashboardVisit(browser, portal.url, network));
    console.log('Dashboard, signed in as grower@ (time from navigation; bytes over the wire, headers included)\n');
    printTable(
      ['network', 'cache', 'LCP', 'heading visible', 'requests', 'bytes'],
      NETWORKS.flatMap((network) =>
        ['cold', 'warm'].map((kind) => {
          const load = dashboard[network.name][kind];
          return [network.name, kind, time(load.lcpMs), time(load.visibleMs), requestsOf(load), kb(load.bytes)];
        }),
      ),
      { right: [2, 3, 4, 5] },
    );

    const signedOut = await medianOf(() => signedOutVisit(browser, portal.url, SLOW_4G));
    console.log(
      `\nSigned-out visit to /dashboard, ${SLOW_4G.name}: sign-in form's e-mail input visible at ${time(signedOut.visibleMs)}, ${signedOut.requests} requests, ${kb(signedOut.bytes)}.\n`,
    );

    const embeds = {};
    for (const tag of tags) {
      embeds[tag] = {};
      for (const network of NETWORKS) {
        embeds[tag][network.name] = await medianOf(() => embedVisit(browser, { partner: partner.url, portal: portal.url, tag, network }));
      }
    }
    console.log("Embeddable widgets on a partner page (time from the page's navigation to the content visible; the portal's requests only)\n");
    printTable(
      ['element', 'network', 'cache', 'content visible', 'requests', 'bytes'],
      tags.flatMap((tag) =>
        NETWORKS.flatMap((network) =>
          ['cold', 'warm'].map((kind) => {
            const load = embeds[tag][network.name][kind];
            return [`<${tag}>`, network.name, kind, time(load.visibleMs), requestsOf(load), kb(load.bytes)];
          }),
        ),
      ),
      { right: [3, 4, 5] },
    );
    return { chromium: browser.version(), dashboard, signedOut, embeds };
  } finally {
    await browser.close();
    await partner.close();
    await portal.stop();
  }
}
