// The esbuild settings every browser build shares: the import-map modules and the partner-page embeds.
import { repoRoot } from './import-map.mjs';

/**
 * Tops every file of a build that holds zod (the partner embed, the vendor modules). zod probes for `eval` with
 * `new Function` when its first object schema is made, and a page whose CSP forbids eval reports the refused
 * probe as a violation even though zod catches it. Jitless zod never probes; as a banner it is set before zod's
 * code runs, whichever file that lands in.
 */
export const zodJitlessBanner = { js: '(globalThis.__zod_globalConfig ??= {}).jitless = true;' };

export function browserBuildOptions({ dev }) {
  return {
    absWorkingDir: repoRoot,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: !dev,
    sourcemap: 'linked',
    legalComments: dev ? 'inline' : 'linked',
    metafile: true,
    jsx: 'automatic',
    // RxJS's ES2015 build: native classes instead of ES5 ones with tslib's helpers, for the browsers we target anyway.
    conditions: ['es2015', 'module'],
    define: { 'process.env.NODE_ENV': JSON.stringify(dev ? 'development' : 'production') },
    logLevel: 'warning',
  };
}
