// The server the end-to-end specs run against: a fresh build and a fresh embedded database every run.
// Everything lives under dist/e2e-PORT, so servers on different ports (and different runs) never share files.
// Extra environment for the server (a short idle time, say) passes through unchanged.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { buildAll } from './build/build.mjs';
import { repoRoot } from './build/import-map.mjs';
import { buildServer } from './build/server-build.mjs';
import { run } from './lib/run.mjs';

const port = process.env.E2E_PORT ?? '8181';
const root = path.join(repoRoot, `dist/e2e-${port}`);
await rm(root, { recursive: true, force: true });
await Promise.all([buildAll({ webRoot: path.join(root, 'web') }), buildServer({ outdir: path.join(root, 'server') })]);
process.exit(
  await run('node', ['--enable-source-maps', path.join(root, 'server/main.js')], {
    cwd: repoRoot,
    env: {
      PORT: port,
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: path.join(root, 'data'),
      STATIC_DIR: path.join(root, 'web'),
      LOG_LEVEL: 'warn',
      DEMO_DATA: 'on',
    },
  }),
);
