// Builds every browser module into dist/web. Production output is minified, has source maps and
// content-hashed names written into dist/web/importmap.json; `--dev` keeps React's development build
// (for act() in widget tests) and skips minifying.
import * as esbuild from 'esbuild';
import { copyFile, mkdir, readFile, rm, writeFile, readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { inlineImportMap, outputUrls, readSourceImportMap, repoRoot } from './import-map.mjs';
import { vendorEntrySource, vendorModules } from './vendor-entries.mjs';
import { moduleTargets, widgetNames } from './targets.mjs';
import { buildEmbed } from './embed-build.mjs';
import { PLACEHOLDERS } from './embed-catalogue-page.mjs';
import { precompress } from './precompress.mjs';
import { writePreloadManifest } from './preload-manifest.mjs';
import { browserBuildOptions as buildOptions, zodJitlessBanner } from './browser-options.mjs';

const VENDOR_NAMESPACE = 'vendor-entry';

const vendorEntryPlugin = {
  name: 'vendor-entries',
  setup(build) {
    build.onResolve({ filter: new RegExp(`^${VENDOR_NAMESPACE}:`) }, (args) => ({
      path: args.path.slice(VENDOR_NAMESPACE.length + 1),
      namespace: VENDOR_NAMESPACE,
    }));
    build.onLoad({ filter: /.*/, namespace: VENDOR_NAMESPACE }, (args) => ({
      contents: vendorEntrySource(args.path),
      resolveDir: repoRoot,
      loader: 'js',
    }));
  },
};

// A file's own extension is dropped ('pdfjs-dist/build/pdf.worker.min.mjs' -> pdfjs-dist-build-pdf.worker.min-HASH.js).
const vendorFileName = (name) =>
  name
    .replace(/^@/, '')
    .replace(/\.m?js$/, '')
    .replace(/[/]/g, '-');

/** All vendor entries in one build with splitting, so React is one shared chunk that every entry re-exports. */
export function vendorBuild(webRoot, dev, { includeTestOnly = false } = {}) {
  const names = Object.keys(vendorModules).filter((name) => includeTestOnly || !vendorModules[name].testOnly);
  return {
    options: {
      ...buildOptions({ dev }),
      entryPoints: names.map((name) => ({ in: `${VENDOR_NAMESPACE}:${name}`, out: vendorFileName(name) })),
      outdir: path.join(webRoot, 'assets/vendor'),
      splitting: true,
      entryNames: '[name]-[hash]',
      chunkNames: 'chunk-[hash]',
      // zod is one of the vendor modules; every file of the build gets the banner, so it is set whichever chunk zod lands in.
      banner: zodJitlessBanner,
      plugins: [vendorEntryPlugin],
    },
    entryToName: new Map(names.map((name) => [`${VENDOR_NAMESPACE}:${name}`, name])),
  };
}

/**
 * Leaves to the import map exactly the names it maps. esbuild's own `external` would take a package's subpaths
 * too, and '@farm/core/domain' is not an import-map module: an area's rules that build on the core's schemas
 * bundle what they use of it.
 */
export const importMapExternals = (names) => {
  const mapped = new Set(names);
  return {
    name: 'import-map-externals',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) => (mapped.has(args.path) ? { path: args.path, external: true } : undefined));
    },
  };
};

export function moduleBuilds(webRoot, dev, externals) {
  return moduleTargets().map((target) => ({
    options: {
      ...buildOptions({ dev }),
      entryPoints: { [target.outName]: target.entry },
      outdir: path.join(webRoot, 'assets', target.folder),
      entryNames: '[name]-[hash]',
      plugins: [importMapExternals(externals)],
      // The root config loads its signed-in part lazily, so a signed-out visit runs only the sign-in path.
      ...(target.splitting ? { splitting: true, chunkNames: `${target.outName}-chunk-[hash]` } : {}),
    },
    entryToName: new Map([[target.entry, target.name]]),
  }));
}

/**
 * A widget's dev page: its dev/content.html inside the one template every widget shares. The server serves it
 * under the portal's CSP, filling in each response's nonce: the content's inline scripts and styles get the
 * placeholder here, so its authors write plain tags.
 */
function devPage(template, widget, content, importMap) {
  const withNonces = content.trim().replace(/<(script|style)(?=[\s>])/g, `<$1 nonce="${PLACEHOLDERS.nonce}"`);
  const html = template.replaceAll('{{widget}}', widget).replace('<!-- @dev-content -->', () => withNonces);
  return inlineImportMap(html, importMap, PLACEHOLDERS.nonce);
}

/**
 * The dev pages' mock mode (`/dev/NAME/?mock`): the demo mock API as /dev/mock-api.js (Mock Service Worker and
 * the handlers the widget tests use; the import-map modules stay external, so the page has one @farm/core),
 * and the worker script at /mockServiceWorker.js. Only a dev page in mock mode loads either, and it
 * registers the worker for /dev/ alone, so no portal page is ever controlled by it.
 */
async function writeDevMockApi(webRoot, dev, importMap) {
  await esbuild.build({
    ...buildOptions({ dev }),
    entryPoints: { 'mock-api': 'tests/support/dev-page-mock.ts' },
    outdir: path.join(webRoot, 'dev'),
    plugins: [importMapExternals(Object.keys(importMap.imports))],
  });
  const workerScript = createRequire(import.meta.url).resolve('msw/mockServiceWorker.js');
  await copyFile(workerScript, path.join(webRoot, 'mockServiceWorker.js'));
}

async function writePages(webRoot, importMap, dev) {
  const template = await readFile(path.join(repoRoot, 'root-config/index.html'), 'utf8');
  await writeFile(path.join(webRoot, 'index.html'), template);
  await writeFile(path.join(webRoot, 'importmap.json'), JSON.stringify(importMap, null, 2));
  await writeDevMockApi(webRoot, dev, importMap);
  const devTemplate = await readFile(path.join(import.meta.dirname, 'dev-page-template.html'), 'utf8');
  for (const widget of widgetNames()) {
    const content = path.join(repoRoot, 'widgets', widget, 'dev/content.html');
    if (!existsSync(content)) throw new Error(`widgets/${widget} has no dev page (dev/content.html).`);
    await mkdir(path.join(webRoot, 'dev', widget), { recursive: true });
    const html = devPage(devTemplate, widget, await readFile(content, 'utf8'), importMap);
    await writeFile(path.join(webRoot, 'dev', widget, 'index.html'), html);
  }
}

/** Runs every build once; returns the hashed import map. */
export async function buildAll({ webRoot, dev = false }) {
  const sourceMap = await readSourceImportMap();
  await rm(webRoot, { recursive: true, force: true });
  await mkdir(webRoot, { recursive: true });
  const externals = Object.keys(sourceMap.imports);
  const builds = [vendorBuild(webRoot, dev), ...moduleBuilds(webRoot, dev, externals)];
  // The partner embed (dist/web/embed) is its own run: everything bundled, no import map.
  const [results] = await Promise.all([Promise.all(builds.map((b) => esbuild.build(b.options))), buildEmbed({ webRoot, dev })]);
  const urls = Object.assign({}, ...results.map((r, i) => outputUrls(r.metafile, webRoot, builds[i].entryToName)));
  const missing = externals.filter((name) => !urls[name]);
  if (missing.length) throw new Error(`importmap.json names modules no build produced: ${missing.join(', ')}`);
  const importMap = { imports: Object.fromEntries(externals.map((name) => [name, urls[name]])) };
  await writePages(webRoot, importMap, dev);
  await writePreloadManifest(webRoot, importMap);
  // Development builds change file by file under watch, where a stale compressed copy would be served.
  if (!dev) await precompress(await listFiles(webRoot));
  return importMap;
}

export async function listFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}
