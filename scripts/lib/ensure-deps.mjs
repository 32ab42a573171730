// A fresh clone has no node_modules: install exactly what the lockfile pins, and never a browser.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../build/import-map.mjs';
import { runOrExit } from './run.mjs';

export async function ensureDependencies() {
  const marker = path.join(repoRoot, 'node_modules/.package-lock.json');
  const lock = path.join(repoRoot, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log('Installing dependencies (npm ci)…');
  await runOrExit('npm', ['ci', '--no-audit', '--no-fund'], {
    cwd: repoRoot,
    env: { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
}
