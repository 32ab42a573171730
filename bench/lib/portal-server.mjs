// The real server of the bench's production build, on a free port with a fresh database and the demo data.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from '../../scripts/build/import-map.mjs';
import { freePort } from './free-port.mjs';

// Seeding takes about 10 s on an idle two-core machine, many times that when other work shares it.
const STARTUP_MS = 180_000;

/**
 * Starts `build`/server/main.js with `env` over the demo settings. The log level stays the server's default, so
 * the bench measures what a deployment runs; the server's output is dropped once it has started, and shown only
 * when it fails to start. Resolves once the start-up banner is printed (after it listens and its database is ready).
 */
export async function startPortal(build, env = {}) {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'myfarm-bench-'));
  const server = spawn(process.execPath, ['--enable-source-maps', path.join(build, 'server/main.js')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      STATIC_DIR: path.join(build, 'web'),
      DEMO_DATA: 'on',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise((resolve, reject) => {
    const done = (problem) => {
      clearTimeout(deadline);
      server.stdout.off('data', onOutput);
      server.stderr.off('data', onOutput);
      server.off('exit', onExit);
      if (problem) reject(new Error(`The bench's server at ${url} did not start (${problem}):\n${output}`));
      else resolve();
    };
    const onOutput = (text) => {
      output += text;
      if (output.includes(`MyFarm portal: ${url}/`)) done();
    };
    const onExit = (code, signal) => done(`exit ${code ?? signal}`);
    const deadline = setTimeout(() => done(`no start-up banner in ${STARTUP_MS / 1000} s`), STARTUP_MS);
    for (const stream of [server.stdout, server.stderr]) {
      stream.setEncoding('utf8');
      stream.on('data', onOutput);
    }
    server.once('exit', onExit);
  });
  // Keep reading, so a server that logs every request never blocks on a full pipe.
  server.stdout.resume();
  server.stderr.resume();
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  return { url, port, pid: server.pid, stop };
}
