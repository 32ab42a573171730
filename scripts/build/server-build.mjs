// Bundles the API server into dist/server. Packages stay external (node_modules resolves them at run time),
// except the workspace's own @farm/* sources, which are TypeScript and must be compiled in.
import * as esbuild from 'esbuild';
import path from 'node:path';
import { repoRoot } from './import-map.mjs';

const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@farm/') || args.kind === 'entry-point' ? undefined : { path: args.path, external: true },
    );
  },
};

export async function buildServer({ outdir = path.join(repoRoot, 'dist/server') } = {}) {
  await esbuild.build({
    absWorkingDir: repoRoot,
    entryPoints: ['server/src/main.ts'],
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [externalPackages],
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  });
}
