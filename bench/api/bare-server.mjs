// Starts bench/api/bare-fastify.mjs on a free port of the bench's range.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../lib/free-port.mjs';

/** Resolves with `{ url, stop() }` once the baseline server listens. */
export async function startBareFastify() {
  const port = await freePort();
  const server = spawn(process.execPath, [path.join(import.meta.dirname, 'bare-fastify.mjs')], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    server.stdout.setEncoding('utf8');
    server.stdout.once('data', resolve);
    server.once('exit', (code) => reject(new Error(`The bare Fastify server exited with ${code}.`)));
  });
  server.stdout.resume();
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    },
  };
}
