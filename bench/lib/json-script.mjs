// Runs one of the bench's TypeScript measurements under tsx in its own process (its own database and memory),
// and resolves with the JSON line it prints last.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '../../scripts/build/import-map.mjs';

export function runJsonScript(script, env, nodeOptions = []) {
  const child = spawn(process.execPath, [...nodeOptions, '--import', 'tsx', path.join(repoRoot, script)], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (text) => (output += text));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => {
      const line = output.trim().split('\n').at(-1);
      if (code === 0 && line?.startsWith('{')) resolve(JSON.parse(line));
      else reject(new Error(`${script} exited with ${code}: ${output.trim()}`));
    });
  });
}
