// The server the end-to-end specs run against: a fresh build and a fresh embedded database every run.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { buildAll } from './build/build.mjs';
import { repoRoot } from './build/import-map.mjs';
import { buildServer } from './build/server-build.mjs';
import { run } from './lib/run.mjs';

const port = process.env.E2E_PORT ?? '8181';
const dataDir = path.join(repoRoot, 'dist/e2e-data');
await rm(dataDir, { recursive: true, force: true });
await Promise.all([buildAll({ webRoot: path.join(repoRoot, 'dist/web') }), buildServer()]);
process.exit(
  await run('node', ['--enable-source-maps', path.join(repoRoot, 'dist/server/main.js')], {
    cwd: repoRoot,
    env: { PORT: port, HOST: '127.0.0.1', PUBLIC_URL: `http://localhost:${port}`, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  }),
);
