// A throwaway PostgreSQL server for the bench, from scripts/with-postgres.sh (the one CI uses), held open for as
// long as the bench needs it.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '../../scripts/build/import-map.mjs';

// Runs inside with-postgres.sh: prints the database's URL and waits until the bench closes its stdin; then the
// script stops the server and removes its folder.
const HOLD = "console.log('DATABASE_URL=' + process.env.DATABASE_URL); process.stdin.resume(); process.stdin.on('end', () => process.exit(0));";

/** Resolves with `{ databaseUrl, version, release() }`, or rejects with the script's own explanation. */
export function leasePostgres() {
  const child = spawn('bash', [path.join(repoRoot, 'scripts/with-postgres.sh'), process.execPath, '-e', HOLD], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onOutput = (text) => {
      output += text;
      const url = /^DATABASE_URL=(\S+)$/m.exec(output)?.[1];
      if (!url) return;
      child.off('exit', onExit);
      child.stdout.resume();
      child.stderr.resume();
      const release = async () => {
        if (child.exitCode !== null) return;
        const exited = new Promise((done) => child.once('exit', done));
        child.stdin.end();
        await exited;
      };
      resolve({ databaseUrl: url, version: /PostgreSQL (\S+) running/.exec(output)?.[1] ?? 'unknown', release });
    };
    const onExit = (code) => reject(new Error(`scripts/with-postgres.sh exited with ${code}: ${output.trim()}`));
    child.once('exit', onExit);
    child.on('error', reject);
    for (const stream of [child.stdout, child.stderr]) {
      stream.setEncoding('utf8');
      stream.on('data', onOutput);
    }
  });
}

/**
 * Runs `measure` with a leased server (`{ databaseUrl, version }`) and releases it after, however `measure` ends;
 * answers `{ unavailable }`, the script's first line, when no PostgreSQL could be started.
 */
export async function onLeasedPostgres(measure) {
  let lease;
  try {
    lease = await leasePostgres();
  } catch (error) {
    return { unavailable: error.message.split('\n')[0] };
  }
  try {
    return await measure(lease);
  } finally {
    await lease.release();
  }
}
