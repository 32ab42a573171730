// Gzip size of every module in the import map, with the chunks it loads statically, against its budget.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

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
