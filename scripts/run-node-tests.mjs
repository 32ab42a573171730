// Unit and API tests with node's test runner (TypeScript through tsx). Browser tests (*.test.tsx and
// *.browser.test.ts) belong to web-test-runner; end-to-end specs to Playwright.
// Runs under the Node.js that runs this script, so CI can run it with another version's binary. Arguments name
// folders or test files; none means every folder.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from './build/import-map.mjs';
import { bundleNodeTests, compiledPath } from './lib/bundle-node-tests.mjs';
import { run } from './lib/run.mjs';

const roots = process.argv.slice(2).length ? process.argv.slice(2) : ['shared', 'areas', 'server', 'root-config', 'widgets', 'scripts'];

/** The test files under a folder, or the one file named. */
function testFiles(folder) {
  if (folder.endsWith('.test.ts')) return [folder];
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
// Each file runs in its own process with its own in-memory PGlite (about 0.8 GB at its peak) or its own
// PostgreSQL database, temporary folders and ports, so files can run side by side. Two at a time keeps both
// cores busy; more only adds memory while they wait for the same two cores.
console.log(`Node.js ${process.version}, ${files.length} test files`);
const concurrency = process.env.NODE_TEST_CONCURRENCY ?? '2';
// A test that hangs fails after five minutes instead of holding CI to its limit; the slowest take seconds.
const TEST_TIMEOUT_MS = 300_000;
// The run's snapshots of a migrated and a demo database (PGlite files here, or PostgreSQL template databases named
// after the folder; server/src/testing/test-database.ts): the first file that needs one makes it, the others copy it.
// Made afresh for each run, so they always follow the migrations and seeds.
const snapshots = mkdtempSync(path.join(tmpdir(), 'test-database-snapshots-'));
// Compiled first (scripts/lib/bundle-node-tests.mjs): most of a file's start was tsx loading our modules one by
// one. NODE_TESTS_THROUGH_TSX=1 runs the sources through tsx instead, as before.
const throughTsx = Boolean(process.env.NODE_TESTS_THROUGH_TSX);
const compiled = throughTsx ? undefined : path.join(repoRoot, 'node_modules/.cache/node-tests', path.basename(snapshots));
if (compiled) await bundleNodeTests(repoRoot, files, compiled);
const loader = compiled ? ['--enable-source-maps'] : ['--import', 'tsx'];
const code = await run(
  process.execPath,
  [
    ...loader,
    '--test',
    `--test-concurrency=${concurrency}`,
    `--test-timeout=${TEST_TIMEOUT_MS}`,
    '--test-reporter=spec',
    ...(compiled ? files.map((file) => compiledPath(compiled, file)) : files),
  ],
  // NODE_COMPILE_CACHE (Node 22.1 and later; older ones ignore it): the files after the first take V8's compiled code
  // of the modules they share from the run's snapshot folder instead of compiling them again (about 0.3 s a file).
  { cwd: repoRoot, env: { TEST_DATABASE_SNAPSHOTS: snapshots, NODE_COMPILE_CACHE: path.join(snapshots, 'compile-cache') } },
);
rmSync(snapshots, { recursive: true, force: true });
if (compiled) rmSync(compiled, { recursive: true, force: true });
if (process.env.DATABASE_URL) await dropTemplates(process.env.DATABASE_URL, path.basename(snapshots));
process.exit(code);

/** The run's template databases on PostgreSQL, test_template_<contents>_<run> (test-database.ts names them). */
async function dropTemplates(serverUrl, folder) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const run = folder.toLowerCase().replace(/[^a-z0-9]/g, '');
    for (const contents of ['migrated', 'demo']) await client.query(`drop database if exists test_template_${contents}_${run} with (force)`);
  } finally {
    await client.end();
  }
}
