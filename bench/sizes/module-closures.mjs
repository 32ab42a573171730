// The files of the production build that each import-map module and each embeddable widget brings with it:
// the module's own file and every chunk it imports statically (read with the build's own module graph).
import { existsSync, readFileSync } from 'node:fs';
import { moduleGraph } from '../../scripts/build/module-graph.mjs';

function readJson(file) {
  if (!existsSync(file)) throw new Error(`${file} is missing: the build did not write it.`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

const importMapOf = (webRoot) => readJson(`${webRoot}/importmap.json`).imports;

/** Every import-map module: its name, its own file, and that file with its static chunks. */
export function importMapClosures(webRoot) {
  const imports = importMapOf(webRoot);
  const graph = moduleGraph(webRoot, imports);
  return Object.entries(imports).map(([name, url]) => ({ name, file: graph.fileOf(url), files: new Set(graph.chunkClosure(url).map(graph.fileOf)) }));
}

/** What a partner page downloads to show each embeddable widget: /embed/TAG.js and every chunk it imports statically. */
export function embedClosures(webRoot) {
  const { scripts } = readJson(`${webRoot}/embed/manifest.json`);
  const graph = moduleGraph(webRoot);
  return Object.entries(scripts).map(([tag, url]) => ({ tag, url, files: new Set(graph.chunkClosure(url).map(graph.fileOf)) }));
}

/**
 * Every import-map module a page loads before any code runs that it does not need at once: `name`, and the
 * modules it and its chunks import statically, followed through the import map. Dynamic imports are left
 * out, so for the root config this is what a signed-out visitor downloads before the sign-in redirect.
 */
export function staticImportMapClosure(webRoot, name) {
  const imports = importMapOf(webRoot);
  const byUrl = new Map(Object.entries(imports).map(([moduleName, url]) => [url, moduleName]));
  const urls = moduleGraph(webRoot, imports).staticClosure(imports[name]);
  return new Set(urls.map((url) => byUrl.get(url)).filter(Boolean));
}
