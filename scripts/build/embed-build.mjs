// The embed build: ONE esbuild run over every embeddable widget's custom-element entry
// (widgets/NAME/src/embed/TAG.ts), with code splitting, into dist/web/embed. Partners hard-code
// /embed/TAG.js, so entry names are stable; the chunks they share (React, emotion, @farm/core, @farm/ui) are
// content-hashed under /embed/chunks/ and load once however many widgets a page shows. Everything is
// bundled: a partner page needs no import map. It also writes the catalogue page, embed/index.html.
import * as esbuild from 'esbuild';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { browserBuildOptions, zodJitlessBanner } from './browser-options.mjs';
import { repoRoot } from './import-map.mjs';
import { renderCataloguePage } from './embed-catalogue-page.mjs';
import { flattenChunkImports } from './flatten-chunk-imports.mjs';
import { barrelFreeImports } from './barrel-free-imports.mjs';

/** Every embed entry: { tag, widget, entry } with entry relative to the repository root. */
export function embedEntries() {
  const widgetsDir = path.join(repoRoot, 'widgets');
  return readdirSync(widgetsDir)
    .filter((widget) => existsSync(path.join(widgetsDir, widget, 'src/embed')))
    .flatMap((widget) =>
      readdirSync(path.join(widgetsDir, widget, 'src/embed'))
        .filter((file) => /^farm-[a-z0-9-]+\.ts$/.test(file))
        .map((file) => ({ tag: file.replace(/\.ts$/, ''), widget, entry: `widgets/${widget}/src/embed/${file}` })),
    )
    .sort((a, b) => a.tag.localeCompare(b.tag));
}

/**
 * Nested installs (shared/node_modules/react next to the root's) would put two Reacts in one page: resolve
 * React from the repository root, as the vendor build does.
 */
const oneReact = {
  name: 'one-react',
  setup(build) {
    build.onResolve({ filter: /^(react|react-dom|scheduler)(\/.*)?$/ }, (args) => {
      if (args.pluginData === 'one-react') return undefined;
      return build.resolve(args.path, { kind: args.kind, resolveDir: repoRoot, pluginData: 'one-react' });
    });
  },
};

export function embedBuildOptions(webRoot, dev, entries = embedEntries()) {
  return {
    ...browserBuildOptions({ dev }),
    entryPoints: Object.fromEntries(entries.map(({ tag, entry }) => [tag, entry])),
    outdir: path.join(webRoot, 'embed'),
    splitting: true,
    entryNames: '[name]',
    chunkNames: 'chunks/[name]-[hash]',
    // Partner pages may forbid eval in their CSP.
    banner: zodJitlessBanner,
    plugins: [oneReact, barrelFreeImports],
  };
}

/** Each widget's catalogue (src/elements/catalogue.ts, plain data), bundled for Node and imported. */
async function readCatalogues(entries) {
  const widgets = [...new Set(entries.map((e) => e.widget))];
  const docs = [];
  for (const widget of widgets) {
    const file = path.join(repoRoot, 'widgets', widget, 'src/elements/catalogue.ts');
    if (!existsSync(file)) continue;
    const result = await esbuild.build({
      absWorkingDir: repoRoot,
      entryPoints: [file],
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'node',
      logLevel: 'silent',
    });
    const module = await import(`data:text/javascript;base64,${Buffer.from(result.outputFiles[0].text).toString('base64')}`);
    // `catalogue` by convention; otherwise the first exported list of elements (objects with a tag).
    const isList = (value) => Array.isArray(value) && value.every((doc) => typeof doc?.tag === 'string');
    const exported = isList(module.catalogue) ? module.catalogue : Object.values(module).find(isList);
    docs.push(...(exported ?? []));
  }
  return docs;
}

/** Builds dist/web/embed; returns { tag: '/embed/TAG.js' } for every entry. */
export async function buildEmbed({ webRoot, dev = false }) {
  const entries = embedEntries();
  await mkdir(path.join(webRoot, 'embed'), { recursive: true });
  if (entries.length) await esbuild.build(embedBuildOptions(webRoot, dev, entries));
  const scripts = Object.fromEntries(entries.map(({ tag }) => [tag, `/embed/${tag}.js`]));
  await flattenChunkImports(webRoot, Object.values(scripts));
  const docs = (await readCatalogues(entries)).filter((doc) => doc && scripts[doc.tag]);
  const undocumented = entries.filter(({ tag }) => !docs.some((doc) => doc.tag === tag)).map(({ tag }) => ({ tag }));
  await writeFile(path.join(webRoot, 'embed/index.html'), renderCataloguePage([...docs, ...undocumented]));
  await writeFile(path.join(webRoot, 'embed/manifest.json'), JSON.stringify({ scripts }, null, 2));
  return scripts;
}
