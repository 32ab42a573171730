// Compiles the node test files ahead of the run, in one esbuild build, so that each test process loads a few
// JavaScript files instead of putting some 700 modules through tsx's loader hooks: about 2 s less per process
// (app.ts alone loads in 3.7 s through tsx, 1.4 s bundled), and there is a process per test file.
//
// Our own code (the workspace packages included) is bundled; every npm package stays external, imported by the
// absolute path Node's own resolution would reach from the importing file, so each file gets the same version it
// gets under tsx (server/node_modules holds versions of its own) and one instance per process. Shared modules go
// to common chunks (splitting), so a module is still evaluated once per process.
import { build } from 'esbuild';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Where the compiled test files sit beside the originals: `outdir/<the original's path>.mjs`. */
export const compiledPath = (outdir, file) => path.join(outdir, file.replace(/\.ts$/, '.mjs'));

/**
 * Compiles `files` (paths relative to `root`) into `outdir`, with source maps, so failures point at the
 * TypeScript. Resolves when done; esbuild's errors reject.
 */
export async function bundleNodeTests(root, files, outdir) {
  await build({
    absWorkingDir: root,
    entryPoints: files,
    outbase: '.',
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    format: 'esm',
    platform: 'node',
    target: `node${process.versions.node.split('.')[0]}`,
    // Not esbuild's default 'module' condition: Node's resolution, which the external imports must match.
    conditions: [],
    sourcemap: 'linked',
    // Bundling renames clashing top-level names; tests and logs read functions' and classes' own names.
    keepNames: true,
    // Every module runs as it does under tsx: a package's sideEffects: false never drops an import here.
    ignoreAnnotations: true,
    logLevel: 'warning',
    plugins: [externalNpmPackagesByPath(), originalImportMeta()],
  });
}

/** Each npm package import, resolved from its importer and left external under its absolute path. */
function externalNpmPackagesByPath() {
  return {
    name: 'external-npm-packages-by-path',
    setup(esbuild) {
      esbuild.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.pluginData === 'resolving' || args.path.startsWith('node:')) return undefined;
        const resolved = await esbuild.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, pluginData: 'resolving' });
        if (resolved.errors.length) return { errors: resolved.errors };
        // Workspace packages (@farm/*) resolve to our own sources through their node_modules links: bundled.
        if (!resolved.path.split(path.sep).includes('node_modules')) return { path: resolved.path };
        return { path: resolved.path, external: true };
      });
    },
  };
}

const LOADERS = { '.ts': 'ts', '.tsx': 'tsx', '.mjs': 'js', '.js': 'js' };

/** import.meta.url, .dirname and .filename keep naming the source file, which tests read fixtures beside. */
function originalImportMeta() {
  return {
    name: 'original-import-meta',
    setup(esbuild) {
      esbuild.onLoad({ filter: /\.(ts|tsx|mjs|js)$/ }, async (args) => {
        const source = await readFile(args.path, 'utf8');
        if (!source.includes('import.meta')) return undefined;
        const contents = source
          .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href))
          .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(args.path)))
          .replaceAll('import.meta.filename', JSON.stringify(args.path));
        return { contents, loader: LOADERS[path.extname(args.path)] };
      });
    },
  };
}
