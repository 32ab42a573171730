import type { Plugin } from 'esbuild';

export interface BarrelExport {
  file: string;
  name: string;
}
export function barrelExports(source: string, directory: string): Map<string, BarrelExport>;
export function rewriteBarrelImports(source: string, specifier: string, exports: Map<string, BarrelExport>): string;
export const barrelFreeImports: Plugin;
