// `npm run build`: the browser modules into dist/web and the server into dist/server. `--dev` keeps
// React's development build and skips minifying.
import path from 'node:path';
import { buildAll } from './build/build.mjs';
import { repoRoot } from './build/import-map.mjs';
import { buildServer } from './build/server-build.mjs';

const dev = process.argv.includes('--dev');
const webRoot = path.join(repoRoot, 'dist/web');
const [importMap] = await Promise.all([buildAll({ webRoot, dev }), buildServer()]);
console.log(`Built ${Object.keys(importMap.imports).length} browser modules into dist/web and the server into dist/server${dev ? ' (development)' : ''}.`);
