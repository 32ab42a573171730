// `npm run build`: production build into dist/web. `--dev` for development React.
import path from 'node:path';
import { buildAll } from './build/build.mjs';
import { repoRoot } from './build/import-map.mjs';

const dev = process.argv.includes('--dev');
const webRoot = path.join(repoRoot, process.env.WEB_ROOT ?? 'dist/web');
const importMap = await buildAll({ webRoot, dev });
console.log(`Built ${Object.keys(importMap.imports).length} modules into ${path.relative(repoRoot, webRoot)}${dev ? ' (development)' : ''}.`);
