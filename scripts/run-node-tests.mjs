// Unit and API tests with node's test runner (TypeScript through tsx). Browser tests (*.test.tsx and
// *.browser.test.ts) belong to web-test-runner; end-to-end specs to Playwright.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './build/import-map.mjs';
import { run } from './lib/run.mjs';

const roots = process.argv.slice(2).length ? process.argv.slice(2) : ['shared', 'server', 'root-config', 'widgets', 'scripts'];

function testFiles(folder) {
  return readdirSync(path.join(repoRoot, folder), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.test.ts') && !e.name.endsWith('.browser.test.ts'))
    .map((e) => path.relative(repoRoot, path.join(e.parentPath, e.name)))
    .filter((file) => !file.split(path.sep).includes('node_modules'))
    .sort();
}

const files = roots.flatMap(testFiles);
if (files.length === 0) {
  console.error(`No node tests found under ${roots.join(', ')}.`);
  process.exit(1);
}
// One file at a time: each API test file starts its own database, and the machine has two cores.
process.exit(
  await run('node', ['--import', 'tsx', '--test', '--test-concurrency=1', '--test-reporter=spec', ...files], {
    cwd: repoRoot,
  }),
);
