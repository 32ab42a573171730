import type { BuildOptions } from 'esbuild';

export interface EmbedEntry {
  tag: string;
  widget: string;
  entry: string;
}
export function embedEntries(): EmbedEntry[];
export function embedBuildOptions(webRoot: string, dev: boolean, entries?: EmbedEntry[]): BuildOptions;
export function buildEmbed(options: { webRoot: string; dev?: boolean }): Promise<Record<string, string>>;
