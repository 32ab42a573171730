// The development vendor modules for widget tests, built once per run into dist/test-vendor.
import * as esbuild from 'esbuild';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { vendorBuild } from '../scripts/build/build.mjs';
import { outputUrls, repoRoot } from '../scripts/build/import-map.mjs';

export async function buildTestVendor() {
  const webRoot = path.join(repoRoot, 'dist/test-vendor');
  await rm(webRoot, { recursive: true, force: true });
  const build = vendorBuild(webRoot, true, { includeTestOnly: true });
  const result = await esbuild.build(build.options);
  const urls = outputUrls(result.metafile, webRoot, build.entryToName);
  return { imports: Object.fromEntries(Object.entries(urls).map(([name, url]) => [name, `/dist/test-vendor${url}`])) };
}
