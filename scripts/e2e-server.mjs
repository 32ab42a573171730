// The server the end-to-end specs run against, on E2E_PORT with a fresh embedded database in
// dist/e2e-PORT/data. It runs the build in E2E_BUILD_DIR when given (a Playwright run builds once for all its
// servers), else builds into dist/e2e-PORT first. Extra environment (a short idle time, say) passes through.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { repoRoot } from './build/import-map.mjs';
import { buildForE2e, e2eFolder } from './lib/e2e-build.mjs';
import { start } from './lib/run.mjs';

const port = process.env.E2E_PORT ?? '8181';
const root = e2eFolder(port);
const build = process.env.E2E_BUILD_DIR ?? root;
await rm(path.join(root, 'data'), { recursive: true, force: true });
if (!process.env.E2E_BUILD_DIR) await buildForE2e(build);
const server = start(process.execPath, ['--enable-source-maps', path.join(build, 'server/main.js')], {
  cwd: repoRoot,
  env: {
    PORT: port,
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://localhost:${port}`,
    DATA_DIR: path.join(root, 'data'),
    STATIC_DIR: path.join(build, 'web'),
    LOG_LEVEL: 'warn',
    DEMO_DATA: 'on',
  },
});
// Stopping this script stops the server, and so does its parent going away (a test worker that was killed)
// when the parent watches it through an IPC channel.
const stop = () => server.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
if (process.send) process.on('disconnect', stop);
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
