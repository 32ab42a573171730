// What the end-to-end servers run: the production browser files and the bundled API server, built once into
// one folder that every server of a Playwright run shares (each server keeps its own data folder).
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { buildAll } from '../build/build.mjs';
import { repoRoot } from '../build/import-map.mjs';
import { buildServer } from '../build/server-build.mjs';

/** The folder of the servers on and after `port`: dist/e2e-PORT, so runs on other ports never share files. */
export const e2eFolder = (port) => path.join(repoRoot, `dist/e2e-${port}`);

/** Builds into `folder`/web and `folder`/server, replacing an earlier build there. */
export async function buildForE2e(folder) {
  await rm(path.join(folder, 'server'), { recursive: true, force: true });
  await Promise.all([buildAll({ webRoot: path.join(folder, 'web') }), buildServer({ outdir: path.join(folder, 'server') })]);
}
