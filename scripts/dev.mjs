// `npm run dev`: development build of the browser modules, rebuilt on every change, and the server
// restarted by tsx when its sources change. The server re-reads the import map when it changes.
import { watch } from 'node:fs';
import path from 'node:path';
import { buildAll } from './build/build.mjs';
import { repoRoot } from './build/import-map.mjs';
import { ensureDependencies } from './lib/ensure-deps.mjs';
import { run } from './lib/run.mjs';

await ensureDependencies();
const webRoot = path.join(repoRoot, 'dist/web');

async function rebuild(reason) {
  const started = Date.now();
  try {
    await buildAll({ webRoot, dev: true });
    console.log(`[dev] rebuilt browser modules in ${Date.now() - started} ms${reason ? ` (${reason})` : ''}`);
  } catch (error) {
    console.error(`[dev] build failed: ${error.message}`);
  }
}

await rebuild();
let timer;
for (const folder of ['shared', 'widgets', 'root-config']) {
  watch(path.join(repoRoot, folder), { recursive: true }, (_event, file) => {
    if (!file || file.includes('node_modules')) return;
    clearTimeout(timer);
    timer = setTimeout(() => void rebuild(path.join(folder, file)), 150);
  });
}
watch(path.join(repoRoot, 'importmap.json'), () => void rebuild('importmap.json'));
// Like `npm start`: demo logins on the embedded database unless DEMO_DATA, NODE_ENV=production or DATABASE_URL say otherwise.
const demoData = process.env.DEMO_DATA ?? (process.env.NODE_ENV === 'production' || process.env.DATABASE_URL ? 'off' : 'on');
process.exit(await run('npx', ['tsx', 'watch', '--clear-screen=false', 'server/src/main.ts'], { cwd: repoRoot, env: { DEMO_DATA: demoData } }));
