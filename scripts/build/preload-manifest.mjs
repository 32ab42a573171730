// dist/web/preload.json: the module URLs a portal page should ask for up front, so the browser fetches the whole
// graph at once instead of finding it one import level at a time. The server turns it into modulepreload links.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { moduleGraph } from './module-graph.mjs';

/** Modules every page shares; the rest of the map's @farm names are widgets a route may render. */
const NOT_WIDGETS = new Set(['@farm/auth', '@farm/core', '@farm/ui', '@farm/root-config']);

/**
 * `entry`: what every visit loads (the root config's entry and the sign-in path).
 * `portal`: what a signed-in visit loads next (the root config's own lazily loaded part and its imports).
 * `widgets`: each widget's module with everything it imports statically.
 */
export function preloadManifest(webRoot, importMap) {
  const graph = moduleGraph(webRoot, importMap.imports);
  const rootConfig = importMap.imports['@farm/root-config'];
  const ownChunk = (url) => path.posix.dirname(url) === path.posix.dirname(rootConfig);
  const portal = new Set(
    graph
      .dynamicImports(rootConfig)
      .filter(ownChunk)
      .flatMap((url) => graph.staticClosure(url)),
  );
  const widgets = Object.entries(importMap.imports)
    .filter(([name]) => name.startsWith('@farm/') && !NOT_WIDGETS.has(name))
    .map(([name, url]) => [name, graph.staticClosure(url)]);
  return { entry: graph.staticClosure(rootConfig), portal: [...portal], widgets: Object.fromEntries(widgets) };
}

export async function writePreloadManifest(webRoot, importMap) {
  await writeFile(path.join(webRoot, 'preload.json'), JSON.stringify(preloadManifest(webRoot, importMap), null, 2));
}
