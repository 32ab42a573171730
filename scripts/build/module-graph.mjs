// The import graph of the built browser files, read from the files themselves (es-module-lexer): which URLs a
// module loads before it runs (its static imports, followed through relative chunks and the import map) and
// which it may load later (its dynamic imports). The build turns it into preload lists; the bench into sizes.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { init, parse } from 'es-module-lexer';

await init;

const urlToFile = (webRoot, url) => path.join(webRoot, ...url.split('/'));
const fileToUrl = (webRoot, file) => '/' + path.relative(webRoot, file).split(path.sep).join('/');

/** The import specifiers of one built file, split by kind; dynamic imports with a computed name are left out. */
function importsOf(file) {
  const [found] = parse(readFileSync(file, 'utf8'));
  const statics = [];
  const dynamics = [];
  for (const { type, specifier, glob } of found) {
    // A computed name comes as no specifier, or (import(`${base}x`), import(url)) as a glob pattern such as '**'.
    if (!specifier || glob) continue;
    if (type === 'static') statics.push(specifier);
    else if (type === 'dynamic') dynamics.push(specifier);
  }
  return { statics, dynamics };
}

/** The URL a specifier in the module at `fromUrl` resolves to: relative to it, or through the import map. */
function resolve(specifier, fromUrl, imports) {
  if (specifier.startsWith('.')) return new URL(specifier, `http://x${fromUrl}`).pathname;
  if (specifier.startsWith('/')) return specifier;
  const mapped = imports[specifier];
  if (!mapped) throw new Error(`${fromUrl} imports ${specifier}, which the import map does not name.`);
  return mapped;
}

/** Reads the built files under `webRoot`; `imports` is the import map's (hashed) imports, {} for the embeds. */
export function moduleGraph(webRoot, imports = {}) {
  const cache = new Map();
  const edges = (url) => {
    if (!cache.has(url)) {
      const { statics, dynamics } = importsOf(urlToFile(webRoot, url));
      const isChunk = (specifier) => specifier.startsWith('.');
      cache.set(url, {
        statics: statics.map((s) => resolve(s, url, imports)),
        chunks: statics.filter(isChunk).map((s) => resolve(s, url, imports)),
        dynamics: dynamics.map((s) => resolve(s, url, imports)),
      });
    }
    return cache.get(url);
  };
  /** Every URL that must load before `url` runs, `url` first, each once, in the order they are found. */
  const closure = (url, kind, seen = new Set()) => {
    if (seen.has(url)) return seen;
    seen.add(url);
    for (const next of edges(url)[kind]) closure(next, kind, seen);
    return seen;
  };
  const staticClosure = (url) => closure(url, 'statics');
  return {
    staticClosure: (url) => [...staticClosure(url)],
    /** `url` and the chunks of its own build it imports statically, not the import-map modules it uses. */
    chunkClosure: (url) => [...closure(url, 'chunks')],
    /** The URLs `url` itself imports statically. */
    directImports: (url) => edges(url).statics,
    /** The modules `url` and its static closure import dynamically (not yet loaded when it starts). */
    dynamicImports: (url) => [...new Set([...staticClosure(url)].flatMap((u) => edges(u).dynamics))],
    fileOf: (url) => urlToFile(webRoot, url),
    urlOf: (file) => fileToUrl(webRoot, file),
  };
}
