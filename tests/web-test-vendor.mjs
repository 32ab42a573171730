// The development vendor modules for widget tests, built once per run into a folder of that run's own.
import * as esbuild from 'esbuild';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { vendorBuild } from '../scripts/build/build.mjs';
import { outputUrls, repoRoot } from '../scripts/build/import-map.mjs';

export async function buildTestVendor() {
  const webRoot = path.join(repoRoot, 'dist/test-vendor', String(process.pid));
  await rm(webRoot, { recursive: true, force: true });
  const build = vendorBuild(webRoot, true, { includeTestOnly: true });
  const result = await esbuild.build(build.options);
  const urls = outputUrls(result.metafile, webRoot, build.entryToName);
  return { imports: Object.fromEntries(Object.entries(urls).map(([name, url]) => [name, `/${path.relative(repoRoot, webRoot)}${url}`])) };
}
