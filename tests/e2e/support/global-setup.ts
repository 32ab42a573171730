import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { buildForE2e, e2eFolder } from '../../../scripts/lib/e2e-build.mjs';
import { BASE_PORT } from './ports';

// A spec that takes `test` from @playwright/test has no portal (no baseURL): say so before anything runs
// rather than fail on an invalid URL later.
async function checkSpecsUsePortalTest() {
  const folder = path.resolve(import.meta.dirname, '..');
  const specs = (await readdir(folder)).filter((name) => name.endsWith('.spec.ts'));
  const plain = [];
  for (const name of specs) {
    const source = await readFile(path.join(folder, name), 'utf8');
    if (/import\s*\{[^}]*\btest\b[^}]*\}\s*from\s*'@playwright\/test'/.test(source)) plain.push(name);
  }
  if (plain.length) throw new Error(`Take test and expect from './support/test' (it starts each worker's portal) in: ${plain.join(', ')}`);
}

/** Builds the browser files and the server once; every worker's servers run this one build. */
export default async function globalSetup() {
  await checkSpecsUsePortalTest();
  await buildForE2e(e2eFolder(BASE_PORT));
}
