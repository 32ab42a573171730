// `npm start`: install what is missing, build, then run one server process with the embedded database and
// OpenID provider.
import path from 'node:path';
import { repoRoot } from './build/import-map.mjs';
import { ensureDependencies } from './lib/ensure-deps.mjs';
import { run, runOrExit } from './lib/run.mjs';

await ensureDependencies();
await runOrExit('node', [path.join(repoRoot, 'scripts/build.mjs')], { cwd: repoRoot });
process.exit(await run('node', ['--enable-source-maps', path.join(repoRoot, 'dist/server/main.js')], { cwd: repoRoot }));
