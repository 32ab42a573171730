// The esbuild settings every browser build shares: the import-map modules and the partner-page embeds.
import { repoRoot } from './import-map.mjs';

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
    define: { 'process.env.NODE_ENV': JSON.stringify(dev ? 'development' : 'production') },
    logLevel: 'warning',
  };
}
