import type { BuildOptions } from 'esbuild';

/** One import-map module's esbuild run, and the import-map name of its entry (keyed by esbuild's entryPoint). */
export interface ModuleBuild {
  options: BuildOptions;
  entryToName: Map<string, string>;
}
export function moduleBuilds(webRoot: string, dev: boolean, externals: string[]): ModuleBuild[];
