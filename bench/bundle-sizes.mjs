// Gzip size of every module in the import map, and of every embeddable widget, with the chunks each loads statically.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { init, parse } from 'es-module-lexer';

const RELATIVE_IMPORT = /(?:from|import)\s*["'](\.\/[^"']+)["']/g;

/** A file and every relative chunk it imports statically, each counted once. */
export function moduleClosure(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  for (const [, relative] of source.matchAll(RELATIVE_IMPORT)) moduleClosure(path.resolve(path.dirname(file), relative), seen);
  return seen;
}

export const gzipBytes = (files) => [...files].reduce((sum, file) => sum + gzipSync(readFileSync(file), { level: 9 }).length, 0);

export function importMapSizes(webRoot) {
  const mapFile = path.join(webRoot, 'importmap.json');
  if (!existsSync(mapFile)) throw new Error(`${mapFile} is missing: run npm run build first.`);
  const { imports } = JSON.parse(readFileSync(mapFile, 'utf8'));
  return Object.entries(imports).map(([name, url]) => {
    const file = path.join(webRoot, url);
    const files = moduleClosure(file);
    return { name, files, ownBytes: gzipBytes([file]), withChunksBytes: gzipBytes(files) };
  });
}

/** What a partner page downloads to show each embeddable widget: /embed/TAG.js and every chunk it imports statically. */
export function embedSizes(webRoot) {
  const manifestFile = path.join(webRoot, 'embed/manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: run npm run build first.`);
  const { scripts } = JSON.parse(readFileSync(manifestFile, 'utf8'));
  return Object.entries(scripts).map(([tag, url]) => {
    const files = moduleClosure(path.join(webRoot, url));
    return { tag, files, bytes: gzipBytes(files) };
  });
}

/**
 * Every import-map module a page loads before any code runs that it does not need at once: `name`, and the
 * modules it and its chunks import statically, followed through the import map. Dynamic imports are left
 * out, so for the root config this is what a signed-out visitor downloads before the sign-in redirect.
 */
export async function staticImportMapClosure(webRoot, name) {
  await init;
  const { imports } = JSON.parse(readFileSync(path.join(webRoot, 'importmap.json'), 'utf8'));
  const names = new Set();
  const visit = (moduleName) => {
    if (names.has(moduleName)) return;
    names.add(moduleName);
    for (const file of moduleClosure(path.join(webRoot, imports[moduleName]))) {
      // Static imports and re-exports only: a dynamic import loads when it is called.
      const [found] = parse(readFileSync(file, 'utf8'));
      for (const { type, specifier } of found) {
        if (type !== 'static' || !specifier || specifier.startsWith('.')) continue;
        if (!imports[specifier]) throw new Error(`${file} imports ${specifier}, which the import map does not name.`);
        visit(specifier);
      }
    }
  };
  visit(name);
  return names;
}
