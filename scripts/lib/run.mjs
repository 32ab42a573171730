// Small process helpers shared by the command scripts.
import { spawn } from 'node:child_process';

/** Starts a command with inherited output and `options.env` over this process's environment. */
export function start(command, args, options = {}) {
  return spawn(command, args, { stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
}

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = start(command, args, options);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

export async function runOrExit(command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0) process.exit(code);
}
