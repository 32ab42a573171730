// importmap.json at the top of the repo names every bare module and its logical URL. A build writes the same
// map with the content-hashed URLs it produced, so deploying a new widget version is one changed line.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

export async function readSourceImportMap() {
  return JSON.parse(await readFile(path.join(repoRoot, 'importmap.json'), 'utf8'));
}

/**
 * The URL of each entry's output file, keyed by the import-map name that asked for it.
 * `entryToName` is keyed by esbuild's `entryPoint` string as it appears in the metafile.
 */
export function outputUrls(metafile, webRoot, entryToName) {
  const urls = {};
  for (const [outFile, output] of Object.entries(metafile.outputs)) {
    const name = output.entryPoint && entryToName.get(output.entryPoint);
    if (!name || outFile.endsWith('.map')) continue;
    urls[name] = '/' + path.relative(webRoot, path.resolve(repoRoot, outFile)).split(path.sep).join('/');
  }
  return urls;
}

/** The dev pages' import map, inline, with the placeholder of the CSP nonce the server fills in. */
export function inlineImportMap(html, importMap, nonce) {
  const json = JSON.stringify(importMap, null, 2).replace(/</g, '\\u003c');
  return html.replace('<!-- @importmap -->', () => `<script type="importmap" nonce="${nonce}">\n${json}\n</script>`);
}
