// `npm run metrics`: the architecture's health in four numbers, to compare before and after a change.
//   - @farm/core's exports: distinct names reachable from the entries of its package.json "exports";
//   - repeated blocks: jscpd's clones of 6 or more lines in the source (shared, areas, widgets, root-config, server);
//   - typecheck: `tsc -b` from nothing (its .tsbuild/ removed), then again with nothing changed;
//   - CI: the total of a `.ci/run` log, when one is given.
// Options: --no-typecheck (skip the two timed runs), --ci-log FILE, --json.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import ts from 'typescript';
import { repoRoot } from './build/import-map.mjs';

const { values: options } = parseArgs({
  options: { 'no-typecheck': { type: 'boolean' }, 'ci-log': { type: 'string' }, json: { type: 'boolean' } },
});

/** Every distinct name @farm/core exports, over all its entries (`export *` followed through). */
function coreExports() {
  const packageDir = path.join(repoRoot, 'shared/core');
  const entries = Object.values(JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')).exports).map((entry) =>
    path.resolve(packageDir, entry),
  );
  const program = ts.createProgram(entries, {
    noEmit: true,
    allowImportingTsExtensions: true,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    module: ts.ModuleKind.ESNext,
    skipLibCheck: true,
  });
  const checker = program.getTypeChecker();
  const names = new Set();
  let perEntry = 0;
  for (const entry of entries) {
    const symbol = checker.getSymbolAtLocation(program.getSourceFile(entry));
    const exported = symbol ? checker.getExportsOfModule(symbol) : [];
    perEntry += exported.length;
    for (const name of exported) names.add(name.getName());
  }
  return { distinct: names.size, perEntry, entries: entries.length };
}

/** jscpd's count of repeated blocks (6 lines or more) in the source, tests included. */
function repeatedBlocks() {
  const output = mkdtempSync(path.join(tmpdir(), 'jscpd-'));
  try {
    execFileSync(
      process.execPath,
      [
        path.join(repoRoot, 'node_modules/jscpd/bin/jscpd'),
        '--silent',
        '--min-lines',
        '6',
        '--format',
        'typescript,tsx,javascript',
        '--ignore',
        '**/node_modules/**,**/dist/**,**/.tsbuild/**,**/migrations/**',
        '--reporters',
        'json',
        '--output',
        output,
        ...['shared', 'areas', 'widgets', 'root-config', 'server/src'].filter((dir) => existsSync(path.join(repoRoot, dir))),
      ],
      { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    const report = JSON.parse(readFileSync(path.join(output, 'jscpd-report.json'), 'utf8'));
    return { clones: report.statistics.total.clones, duplicatedLines: report.statistics.total.duplicatedLines };
  } finally {
    rmSync(output, { recursive: true, force: true });
  }
}

/** Seconds `tsc -b` takes from nothing, and again with nothing changed. */
function typecheckSeconds() {
  const run = () => {
    const started = performance.now();
    execFileSync(process.execPath, [path.join(repoRoot, 'node_modules/typescript/bin/tsc'), '-b'], { cwd: repoRoot, stdio: 'inherit' });
    return Math.round((performance.now() - started) / 100) / 10;
  };
  rmSync(path.join(repoRoot, '.tsbuild'), { recursive: true, force: true });
  const fresh = run();
  return { fresh, again: run() };
}

/** The total `.ci/run` printed at its end ("  total   1234 s"). */
function ciSeconds(log) {
  const totals = [...readFileSync(log, 'utf8').matchAll(/^\s+total\s+(\d+) s$/gm)];
  return totals.length ? Number(totals.at(-1)[1]) : null;
}

const metrics = {
  coreExports: coreExports(),
  repeatedBlocks: repeatedBlocks(),
  typecheckSeconds: options['no-typecheck'] ? null : typecheckSeconds(),
  ciSeconds: options['ci-log'] ? ciSeconds(options['ci-log']) : null,
};

if (options.json) console.log(JSON.stringify(metrics, null, 2));
else {
  const { coreExports: core, repeatedBlocks: blocks, typecheckSeconds: typecheck, ciSeconds: ci } = metrics;
  console.log(`@farm/core exports          ${core.distinct} distinct (${core.perEntry} over its ${core.entries} entries)`);
  console.log(`repeated blocks (jscpd, 6+) ${blocks.clones} clones, ${blocks.duplicatedLines} lines`);
  console.log(`typecheck (tsc -b)          ${typecheck ? `${typecheck.fresh} s from nothing, ${typecheck.again} s again` : 'not measured (--no-typecheck)'}`);
  console.log(`CI (.ci/run)                ${ci === null ? 'no log given (--ci-log FILE)' : `${ci} s`}`);
}
