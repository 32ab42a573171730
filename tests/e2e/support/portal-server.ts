import { fork, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { e2eFolder } from '../../../scripts/lib/e2e-build.mjs';

export interface Portal {
  port: number;
  /** http://localhost:PORT, the server's PUBLIC_URL. */
  url: string;
  /** The server's DATA_DIR (its database and the e-mail outbox). */
  dataDir: string;
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');
// Seeding takes about 10 s on an idle two-core machine, many times that when other builds share it.
const STARTUP_MS = 180_000;

/**
 * Resolves once the server prints its start-up banner, which it does after it listens and its database is ready;
 * rejects when the server exits first or takes too long.
 */
function ready(server: ChildProcess, url: string, output: () => string): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = (problem?: string) => {
      clearTimeout(deadline);
      server.stdout!.off('data', onOutput);
      server.off('exit', onExit);
      if (problem) reject(new Error(`The e2e server at ${url} did not start (${problem}):\n${output()}`));
      else resolve();
    };
    const onOutput = () => {
      if (output().includes(`MyFarm portal: ${url}/`)) done();
    };
    const onExit = (code: number | null, signal: string | null) => done(`exit ${code ?? signal}`);
    const deadline = setTimeout(() => done(`no answer in ${STARTUP_MS / 1000} s`), STARTUP_MS);
    server.stdout!.on('data', onOutput);
    server.once('exit', onExit);
  });
}

/**
 * Starts scripts/e2e-server.mjs on `port` with a fresh database, running the run's one build (global-setup.ts),
 * with `env` added to the server's environment. Its output is kept and shown only if it fails to start;
 * afterwards its warnings and errors go to this worker's output.
 */
export async function startPortal(port: number, buildPort: number, env: Record<string, string>): Promise<Portal & { stop(): Promise<void> }> {
  const url = `http://localhost:${port}`;
  // fork: an IPC channel, through which the script notices when this worker is gone and stops its server.
  const server = fork(path.join(repoRoot, 'scripts/e2e-server.mjs'), [], {
    cwd: repoRoot,
    env: { ...process.env, ...env, E2E_PORT: String(port), E2E_BUILD_DIR: e2eFolder(buildPort) },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let startup = '';
  let started = false;
  const label = `[e2e server :${port}] `;
  for (const stream of [server.stdout!, server.stderr!]) {
    stream.setEncoding('utf8');
    stream.on('data', (text: string) => {
      if (!started) startup += text;
      else process.stderr.write(text.replace(/^(?=.)/gm, label));
    });
  }
  try {
    await ready(server, url, () => startup);
  } catch (error) {
    server.kill('SIGTERM');
    throw error;
  }
  started = true;
  const stop = async () => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
    // Every server has a port of its own: its database goes with it.
    await rm(e2eFolder(port), { recursive: true, force: true });
  };
  return { port, url, dataDir: path.join(e2eFolder(port), 'data'), stop };
}
