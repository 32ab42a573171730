// `npm run metrics`: the architecture's health in four numbers, to compare before and after a change.
//   - @farm/core's exports: distinct names reachable from the entries of its package.json "exports" (and each
//     entry's count: "." is the import-map module every widget loads), beside each area package's;
//   - repeated blocks: jscpd's clones of 6 or more lines in the source (shared, areas, widgets, root-config, server);
//   - typecheck: `tsc -b` from nothing (its .tsbuild/ removed), then again with nothing changed;
//   - CI: the total of a `.ci/run` log, when one is given.
// Options: --no-typecheck (skip the two timed runs), --ci-log FILE, --json.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import ts from 'typescript';
import { repoRoot } from './build/import-map.mjs';

const { values: options } = parseArgs({
  options: { 'no-typecheck': { type: 'boolean' }, 'ci-log': { type: 'string' }, json: { type: 'boolean' } },
});

/** Every distinct name a package exports, over all its entries (`export *` followed through), and per entry. */
function packageExports(packageDir) {
  const entryMap = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')).exports;
  const entries = Object.entries(entryMap).map(([name, entry]) => [name, path.resolve(packageDir, entry)]);
  const program = ts.createProgram(
    entries.map(([, file]) => file),
    { noEmit: true, allowImportingTsExtensions: true, moduleResolution: ts.ModuleResolutionKind.Bundler, module: ts.ModuleKind.ESNext, skipLibCheck: true },
  );
  const checker = program.getTypeChecker();
  const names = new Set();
  const byEntry = {};
  const valuesByEntry = {};
  // A value ships in the entry's module; a type changes no deployed file. Both are counted, values also apart.
  const isValue = (each) => Boolean((each.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(each) : each).flags & ts.SymbolFlags.Value);
  for (const [name, file] of entries) {
    const symbol = checker.getSymbolAtLocation(program.getSourceFile(file));
    const exported = symbol ? checker.getExportsOfModule(symbol) : [];
    byEntry[name] = exported.length;
    valuesByEntry[name] = exported.filter(isValue).length;
    for (const each of exported) names.add(each.getName());
  }
  return { distinct: names.size, perEntry: Object.values(byEntry).reduce((a, b) => a + b, 0), entries: entries.length, byEntry, valuesByEntry };
}

const coreExports = () => packageExports(path.join(repoRoot, 'shared/core'));

/** Each business area's package (areas/NAME) and its distinct exports. */
function areaExports() {
  const dir = path.join(repoRoot, 'areas');
  if (!existsSync(dir)) return {};
  const names = readdirSync(dir).filter((name) => existsSync(path.join(dir, name, 'package.json')));
  return Object.fromEntries(names.map((name) => [name, packageExports(path.join(dir, name)).distinct]));
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
  areaExports: areaExports(),
  repeatedBlocks: repeatedBlocks(),
  typecheckSeconds: options['no-typecheck'] ? null : typecheckSeconds(),
  ciSeconds: options['ci-log'] ? ciSeconds(options['ci-log']) : null,
};

if (options.json) console.log(JSON.stringify(metrics, null, 2));
else {
  const { coreExports: core, areaExports: areas, repeatedBlocks: blocks, typecheckSeconds: typecheck, ciSeconds: ci } = metrics;
  const entries = Object.entries(core.byEntry).map(([name, count]) => `${name} ${count} (${core.valuesByEntry[name]} values)`);
  console.log(`@farm/core exports          ${core.distinct} distinct (${core.perEntry} over its ${core.entries} entries: ${entries.join(', ')})`);
  const areaList = Object.entries(areas).map(([name, count]) => `${name} ${count}`);
  console.log(`area packages               ${areaList.length ? areaList.join(', ') : 'none'}`);
  console.log(`repeated blocks (jscpd, 6+) ${blocks.clones} clones, ${blocks.duplicatedLines} lines`);
  console.log(`typecheck (tsc -b)          ${typecheck ? `${typecheck.fresh} s from nothing, ${typecheck.again} s again` : 'not measured (--no-typecheck)'}`);
  console.log(`CI (.ci/run)                ${ci === null ? 'no log given (--ci-log FILE)' : `${ci} s`}`);
}
