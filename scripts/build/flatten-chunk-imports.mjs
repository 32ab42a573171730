// A partner page finds an embed's chunks one import level at a time: the entry, then the chunks it names, then
// the chunks those name (React sits a few levels down). Naming every chunk in the entry itself lets the browser
// ask for all of them as soon as the entry is parsed, which on a 150 ms line saves a round trip per level.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { moduleGraph } from './module-graph.mjs';

const SOURCE_MAP_COMMENT = /\n\/\/# sourceMappingURL=[^\n]*\n?$/;

/**
 * Adds to each entry file a side-effect import of every chunk it loads only indirectly. They go last, so the
 * order the chunks run in is unchanged (each has already run by the time its turn comes); the browser still
 * requests every import of a module together, before any of them runs.
 */
export async function flattenChunkImports(webRoot, entryUrls) {
  const graph = moduleGraph(webRoot);
  for (const url of entryUrls) {
    const direct = new Set(graph.directImports(url));
    const indirect = graph.staticClosure(url).filter((chunk) => chunk !== url && !direct.has(chunk));
    if (!indirect.length) continue;
    const file = graph.fileOf(url);
    const specifier = (chunk) => './' + path.posix.relative(path.posix.dirname(url), chunk);
    const imports = indirect.map((chunk) => `import"${specifier(chunk)}";`).join('');
    const source = await readFile(file, 'utf8');
    const comment = SOURCE_MAP_COMMENT.exec(source)?.[0] ?? '';
    await writeFile(file, `${source.slice(0, source.length - comment.length)}\n${imports}${comment}`);
  }
}
