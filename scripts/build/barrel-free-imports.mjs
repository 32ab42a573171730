// An esbuild plugin for the split embed build: a widget's `import { A, B } from '@farm/ui'` becomes one import
// per name from the file that defines it. esbuild splits code by the files each entry reaches, and a barrel
// (an index that re-exports everything) makes every file behind it reachable from every entry that imports
// anything from it: react-hook-form, which the weather embed's form needs, rode into the shared chunk the prices
// embed loads, 12 KB it never runs. Without the barrel in the graph, each embed reaches only what it uses.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './import-map.mjs';

const BARREL = { specifier: '@farm/ui', index: path.join(repoRoot, 'shared/ui/src/index.ts') };

/** `export { A, B as C } from './file'` lines of a barrel: exported name -> { file, name }. Type exports are left out. */
export function barrelExports(source, directory) {
  const exports = new Map();
  for (const [, names, from] of source.matchAll(/^export\s*\{([^}]*)\}\s*from\s*'([^']+)';?$/gm)) {
    for (const part of names
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean)) {
      if (part.startsWith('type ')) continue;
      const [name, alias = name] = part.split(/\s+as\s+/);
      exports.set(alias, { file: path.resolve(directory, from), name });
    }
  }
  return exports;
}

/** Rewrites every value import from `specifier` in `source` into imports from the defining files. */
export function rewriteBarrelImports(source, specifier, exports) {
  const quoted = specifier.replace(/[/@]/g, (c) => `\\${c}`);
  const pattern = new RegExp(`^import\\s*\\{([^}]*)\\}\\s*from\\s*['"]${quoted}['"];?`, 'gm');
  return source.replace(pattern, (statement, names) => {
    const imports = [];
    for (const part of names
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean)) {
      // Types are erased; esbuild drops them anyway.
      if (part.startsWith('type ')) continue;
      const [name, local = name] = part.split(/\s+as\s+/);
      const target = exports.get(name);
      if (!target) return statement;
      imports.push(`import { ${target.name} as ${local} } from ${JSON.stringify(target.file)};`);
    }
    return imports.join(' ');
  });
}

export const barrelFreeImports = {
  name: 'barrel-free-imports',
  setup(build) {
    const exports = barrelExports(readFileSync(BARREL.index, 'utf8'), path.dirname(BARREL.index));
    build.onLoad({ filter: /[\\/]widgets[\\/].*\.tsx?$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes(BARREL.specifier)) return undefined;
      return { contents: rewriteBarrelImports(source, BARREL.specifier, exports), loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
};
