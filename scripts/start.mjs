// `npm start`: install what is missing, build, then run one server process with the embedded database and
// OpenID provider.
import path from 'node:path';
import { repoRoot } from './build/import-map.mjs';
import { ensureDependencies } from './lib/ensure-deps.mjs';
import { run, runOrExit } from './lib/run.mjs';

// A fresh clone (embedded database, not production) starts with the demo logins; anything that looks like a real
// deployment (NODE_ENV=production or a DATABASE_URL) gets demo data only when DEMO_DATA says so.
const demoData = process.env.DEMO_DATA ?? (process.env.NODE_ENV === 'production' || process.env.DATABASE_URL ? 'off' : 'on');

await ensureDependencies();
await runOrExit('node', [path.join(repoRoot, 'scripts/build.mjs')], { cwd: repoRoot });
process.exit(await run('node', ['--enable-source-maps', path.join(repoRoot, 'dist/server/main.js')], { cwd: repoRoot, env: { DEMO_DATA: demoData } }));
