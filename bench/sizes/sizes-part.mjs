// `npm run bench -- sizes`: the bytes the production server sends with Accept-Encoding: br for each import-map
// module (with the chunks it imports statically), for what a signed-out visit loads, and for each embeddable
// widget on a partner page, checked against bench/budgets.mjs.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { budgetFor, embedBudgetFor } from '../budgets.mjs';
import { startPortal } from '../lib/portal-server.mjs';
import { kb, printTable } from '../lib/report.mjs';
import { embedClosures, importMapClosures, staticImportMapClosure } from './module-closures.mjs';
import { fetchSent, sentBytesCounter } from './sent-bytes.mjs';

// The sign-in path and the route guards run in the root config before any widget mounts: no React there.
const REACT_MODULES = /^(react|react-dom|@emotion\/|@farm\/ui$|@tanstack\/react-|react-hook-form|@hookform\/)/;

const status = (ok) => (ok ? 'ok' : 'OVER BUDGET');

/** Embed chunks named like `pattern` that no embed imports statically: what a page fetches only when it needs them. */
function lazyChunks(webRoot, embeds, pattern) {
  const staticFiles = new Set(embeds.flatMap((e) => [...e.files]));
  return readdirSync(path.join(webRoot, 'embed/chunks'))
    .filter((name) => pattern.test(name) && name.endsWith('.js'))
    .map((name) => path.join(webRoot, 'embed/chunks', name))
    .filter((file) => !staticFiles.has(file));
}

/** Resolves with `{ embeds: [{ tag, bytes }], signedOutBytes, problems }`; `problems` counts what is over budget. */
export async function runSizes({ build }) {
  const webRoot = path.join(build, 'web');
  const portal = await startPortal(build);
  try {
    return await measure(portal.url, webRoot);
  } finally {
    await portal.stop();
  }
}

async function measure(origin, webRoot) {
  const sentBytes = sentBytesCounter(origin, webRoot);
  const sentGzipBytes = sentBytesCounter(origin, webRoot, 'gzip');
  let problems = 0;

  console.log('Import-map modules: bytes sent with Accept-Encoding: br (bodies)\n');
  const modules = importMapClosures(webRoot);
  const moduleRows = [];
  for (const module of modules) {
    const [own, withChunks] = [await sentBytes([module.file]), await sentBytes(module.files)];
    const budget = budgetFor(module.name);
    if (withChunks > budget) problems++;
    moduleRows.push([module.name, kb(own), kb(withChunks), kb(budget), status(withChunks <= budget)]);
  }
  printTable(['module', 'own', 'with chunks', 'budget', 'status'], moduleRows, { right: [1, 2, 3] });
  console.log(`\nThe whole portal, every module and chunk once: ${kb(await sentBytes(new Set(modules.flatMap((m) => [...m.files]))))}.`);

  const signedOut = [...(await staticImportMapClosure(webRoot, '@farm/root-config'))];
  const signedOutBytes = await sentBytes(new Set(modules.filter((m) => signedOut.includes(m.name)).flatMap((m) => [...m.files])));
  const reactOnSignIn = signedOut.filter((name) => REACT_MODULES.test(name));
  console.log(`\nSigned-out visit (the root config and what it imports statically): ${kb(signedOutBytes)} in ${signedOut.length} modules`);
  console.log(`  ${signedOut.join(', ')}`);
  console.log(`  React modules: ${reactOnSignIn.length ? reactOnSignIn.join(', ') : 'none'}`);
  if (reactOnSignIn.length) {
    problems++;
    console.error('The root config must load no React before a widget mounts.');
  }

  console.log('\nEmbeddable widgets: what a partner page downloads to show one (entry + static chunks; br, and gzip for browsers without br)\n');
  const embeds = [];
  for (const embed of embedClosures(webRoot)) embeds.push({ ...embed, bytes: await sentBytes(embed.files), gzipBytes: await sentGzipBytes(embed.files) });
  printTable(
    ['element', 'files', 'br', 'gzip', 'budget (br)', 'status'],
    embeds.map((e) => [e.url, e.files.size, kb(e.bytes), kb(e.gzipBytes), kb(embedBudgetFor(e.tag)), status(e.bytes <= embedBudgetFor(e.tag))]),
    { right: [1, 2, 3, 4] },
  );
  // lightweight-charts is not in an embed's static closure: a chart element fetches it when it draws.
  const lazyChart = lazyChunks(webRoot, embeds, /lightweight-charts/);
  if (lazyChart.length)
    console.log(
      `\nLoaded when a chart draws: ${lazyChart.map((file) => path.basename(file)).join(', ')}, ${kb(await sentBytes(lazyChart))} br, ${kb(await sentGzipBytes(lazyChart))} gzip.`,
    );
  problems += embeds.filter((e) => e.bytes > embedBudgetFor(e.tag)).length;
  console.log(`\nEvery embeddable widget on one page, shared chunks once: ${kb(await sentBytes(new Set(embeds.flatMap((e) => [...e.files]))))}.`);

  // The acceptance check of issue 8, as `curl -H 'Accept-Encoding: br' -I` would see it.
  const samples = [
    ['the page (/dashboard)', '/dashboard'],
    ['a vendor module (react-dom/client)', importMapUrl(modules, webRoot, 'react-dom/client')],
    ['an embed (/embed/farm-weather.js)', '/embed/farm-weather.js'],
  ];
  console.log('\nContent-Encoding answered to Accept-Encoding: br');
  for (const [what, urlPath] of samples) {
    const { bytes, encoding } = await fetchSent(origin, urlPath);
    console.log(`  ${what}: ${encoding}, ${kb(bytes)}`);
    if (encoding !== 'br') problems++;
  }
  if (problems) console.error(`\nSizes: ${problems} module(s), embed(s) or check(s) over budget or failing.`);
  return { embeds: embeds.map(({ tag, bytes, gzipBytes }) => ({ tag, bytes, gzipBytes })), signedOutBytes, problems };
}

function importMapUrl(modules, webRoot, name) {
  const module = modules.find((m) => m.name === name);
  if (!module) throw new Error(`The import map has no ${name}.`);
  return `/${path.relative(webRoot, module.file).split(path.sep).join('/')}`;
}
