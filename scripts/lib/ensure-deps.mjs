// A fresh clone has no node_modules: install exactly what the lockfiles pin, and never a browser. The
// embed tests' partner-page fixture is its own small project, so its older React never meets ours.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../build/import-map.mjs';
import { runOrExit } from './run.mjs';

const PROJECTS = ['.', 'tests/foreign-page'];

function upToDate(folder) {
  const marker = path.join(folder, 'node_modules/.package-lock.json');
  const lock = path.join(folder, 'package-lock.json');
  return existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs;
}

export async function ensureDependencies() {
  for (const project of PROJECTS) {
    const folder = path.join(repoRoot, project);
    if (upToDate(folder)) continue;
    console.log(`Installing dependencies of ${project === '.' ? 'the portal' : project} (npm ci)…`);
    await runOrExit('npm', ['ci', '--no-audit', '--no-fund'], {
      cwd: folder,
      env: { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
    });
  }
}
