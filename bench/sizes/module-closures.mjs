// The files of the production build that each import-map module and each embeddable widget brings with it:
// the module's own file and every chunk it imports statically.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { init, parse } from 'es-module-lexer';

const RELATIVE_IMPORT = /(?:from|import)\s*["'](\.\/[^"']+)["']/g;

/** A file and every relative chunk it imports statically, each counted once. */
function moduleClosure(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  for (const [, relative] of source.matchAll(RELATIVE_IMPORT)) moduleClosure(path.resolve(path.dirname(file), relative), seen);
  return seen;
}

function readJson(file) {
  if (!existsSync(file)) throw new Error(`${file} is missing: the build did not write it.`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** Every import-map module: its name, its own file, and that file with its static chunks. */
export function importMapClosures(webRoot) {
  const { imports } = readJson(path.join(webRoot, 'importmap.json'));
  return Object.entries(imports).map(([name, url]) => {
    const file = path.join(webRoot, url);
    return { name, file, files: moduleClosure(file) };
  });
}

/** What a partner page downloads to show each embeddable widget: /embed/TAG.js and every chunk it imports statically. */
export function embedClosures(webRoot) {
  const { scripts } = readJson(path.join(webRoot, 'embed/manifest.json'));
  return Object.entries(scripts).map(([tag, url]) => ({ tag, url, files: moduleClosure(path.join(webRoot, url)) }));
}

/**
 * Every import-map module a page loads before any code runs that it does not need at once: `name`, and the
 * modules it and its chunks import statically, followed through the import map. Dynamic imports are left
 * out, so for the root config this is what a signed-out visitor downloads before the sign-in redirect.
 */
export async function staticImportMapClosure(webRoot, name) {
  await init;
  const { imports } = readJson(path.join(webRoot, 'importmap.json'));
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
