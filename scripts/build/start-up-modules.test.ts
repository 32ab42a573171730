// What the dashboard's first load runs: the root config, what it imports, and the route's widgets (the shell and
// the dashboard). Each is built as the production build builds it, and esbuild's metafile says what it bundles and
// which import-map modules it imports statically. zod, the schemas, moment and the weather widget load only with
// the widgets and forms that use them.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { before, describe, it } from 'node:test';
import * as esbuild from 'esbuild';
import { moduleBuilds } from './build.mjs';

interface BuiltModule {
  /** Source files bundled into the module, relative to the repository. */
  inputs: string[];
  /** Import-map modules it imports before it runs. */
  staticImports: string[];
}

const START_UP = ['@farm/root-config', '@farm/shell', '@farm/dashboard'];
const OURS = [...START_UP, '@farm/core', '@farm/ui', '@farm/core/forms', '@farm/ui/lists', '@farm/my-account', '@farm/alerts'];

async function buildModules(): Promise<Map<string, BuiltModule>> {
  const importMap = JSON.parse(readFileSync(new URL('../../importmap.json', import.meta.url), 'utf8')) as { imports: object };
  const externals = Object.keys(importMap.imports);
  const builds = moduleBuilds('dist/start-up-modules-test', false, externals).filter((build) =>
    [...build.entryToName.values()].some((name) => OURS.includes(name)),
  );
  const built = new Map<string, BuiltModule>();
  await Promise.all(
    builds.map(async (build) => {
      const { metafile } = await esbuild.build({ ...build.options, write: false, sourcemap: false, metafile: true });
      for (const output of Object.values(metafile.outputs)) {
        const name = output.entryPoint && build.entryToName.get(output.entryPoint);
        if (!name) continue;
        const staticImports = output.imports.filter((i) => i.external && i.kind === 'import-statement').map((i) => i.path);
        built.set(name, { inputs: Object.keys(output.inputs), staticImports: [...new Set(staticImports)] });
      }
    }),
  );
  return built;
}

/** The start-up modules and every import-map module they import statically, followed through our own modules. */
function startUpClosure(built: Map<string, BuiltModule>): Set<string> {
  const names = new Set<string>();
  const visit = (name: string) => {
    if (names.has(name)) return;
    names.add(name);
    for (const imported of built.get(name)?.staticImports ?? []) visit(imported);
  };
  START_UP.forEach(visit);
  return names;
}

const fromPackage = (inputs: string[], name: string) => inputs.filter((file) => file.includes(`node_modules/${name}/`));

describe("the dashboard's start-up modules", () => {
  let built: Map<string, BuiltModule>;
  before(async () => {
    built = await buildModules();
  });

  it('import no zod, no form schemas, no moment, no pdf.js and no weather widget, even through another module', () => {
    const closure = startUpClosure(built);
    assert.ok(closure.has('@farm/core') && closure.has('@farm/ui'), `the closure is ${[...closure].join(', ')}`);
    for (const name of ['zod', 'moment', 'pdfjs-dist', '@farm/core/forms', '@farm/weather'])
      assert.equal(closure.has(name), false, `${name} loads at start-up`);
  });

  it('bundle neither zod nor moment, nor a schema file of the domain', () => {
    for (const name of [...startUpClosure(built)].filter((n) => built.has(n))) {
      const inputs = built.get(name)!.inputs;
      assert.deepEqual(fromPackage(inputs, 'zod'), [], `${name} bundles zod`);
      assert.deepEqual(fromPackage(inputs, 'moment'), [], `${name} bundles moment`);
      assert.deepEqual(fromPackage(inputs, 'pdfjs-dist'), [], `${name} bundles pdf.js`);
      assert.deepEqual(
        inputs.filter((file) => /domain\/(account|content|weather|calculator-inputs)\.ts$/.test(file)),
        [],
        `${name} bundles schemas`,
      );
    }
  });

  it("leave the platform's form schemas to @farm/core/forms, which takes zod by name and which @farm/ui loads only when a form asks", () => {
    const forms = built.get('@farm/core/forms')!;
    assert.deepEqual(fromPackage(forms.inputs, 'zod'), [], '@farm/core/forms bundles its own zod');
    assert.ok(forms.staticImports.includes('zod'));
    assert.ok(forms.inputs.includes('shared/core/src/domain/activation.ts'));
    assert.equal(built.get('@farm/ui')!.staticImports.includes('@farm/core/forms'), false);
  });

  it("bundle an area's rules and client calls into its widget, with the one zod of the import map", () => {
    const alerts = built.get('@farm/alerts')!;
    assert.ok(alerts.inputs.includes('areas/alerts/src/domain/price-alerts.ts'), 'the alerts widget bundles its rules');
    assert.ok(alerts.inputs.includes('areas/alerts/src/api/price-alerts/get-price-alerts.ts'), 'the alerts widget bundles its client calls');
    assert.deepEqual(fromPackage(alerts.inputs, 'zod'), [], 'the alerts widget bundles a zod of its own');
    assert.ok(alerts.staticImports.includes('zod'));
    assert.deepEqual(
      built.get('@farm/core')!.inputs.filter((file) => file.startsWith('areas/')),
      [],
      '@farm/core bundles an area',
    );
  });

  it('leave what the lists share to @farm/ui/lists, which My Account loads and start-up does not', () => {
    assert.equal(startUpClosure(built).has('@farm/ui/lists'), false, '@farm/ui/lists loads at start-up');
    const lists = built.get('@farm/ui/lists')!;
    assert.ok(lists.inputs.includes('shared/ui/src/lists/date-range-fields.tsx'));
    assert.ok(lists.staticImports.includes('@farm/ui'), '@farm/ui/lists takes @farm/ui by name');
    assert.deepEqual(
      built.get('@farm/ui')!.inputs.filter((file) => file.includes('shared/ui/src/lists/')),
      [],
      '@farm/ui bundles the lists',
    );
    assert.ok(built.get('@farm/my-account')!.staticImports.includes('@farm/ui/lists'));
  });
});
