// What the build produces: the vendor modules, @farm/core and @farm/ui, one module per widget and the root config.
import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './import-map.mjs';

export function widgetNames() {
  const dir = path.join(repoRoot, 'widgets');
  return readdirSync(dir).filter((name) => existsSync(path.join(dir, name, 'src', 'index.ts')));
}

/**
 * Each independently built module: its import-map name, source entry, output folder under assets/, `splitting`
 * when it loads parts of itself lazily.
 */
export function moduleTargets() {
  return [
    { name: '@farm/auth', entry: 'shared/auth/src/index.ts', folder: 'shared', outName: 'farm-auth' },
    { name: '@farm/core', entry: 'shared/core/src/index.ts', folder: 'shared', outName: 'farm-core' },
    // The platform's own form schemas (activation, e-mail preferences, staff search, selling): loaded when such a
    // form needs them, never on the core's start-up. The areas' schemas are bundled by their widgets.
    { name: '@farm/core/forms', entry: 'shared/core/src/forms/index.ts', folder: 'shared', outName: 'farm-core-forms' },
    { name: '@farm/ui', entry: 'shared/ui/src/index.ts', folder: 'shared', outName: 'farm-ui' },
    // What the lists share (date range boxes, cell formats, CSV, document links): loaded with the first list, never at start-up.
    { name: '@farm/ui/lists', entry: 'shared/ui/src/lists/index.ts', folder: 'shared', outName: 'farm-ui-lists' },
    ...widgetNames().map((widget) => ({
      name: `@farm/${widget}`,
      entry: `widgets/${widget}/src/index.ts`,
      folder: 'widgets',
      outName: widget,
    })),
    {
      name: '@farm/root-config',
      entry: 'root-config/src/root-config.ts',
      folder: 'root-config',
      outName: 'root-config',
      splitting: true,
    },
  ];
}
