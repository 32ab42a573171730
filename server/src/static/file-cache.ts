import { readFile, stat } from 'node:fs/promises';

/**
 * Keeps a file's text in memory and reads it again only when its modification time or size changes, so a
 * rebuild during development shows up without a restart and production does not read the disk per request.
 */
export function createFileCache(filePath: string): () => Promise<string | undefined> {
  let cached: { mtimeMs: number; size: number; text: string } | undefined;
  return async () => {
    const info = await stat(filePath).catch(() => undefined);
    if (!info?.isFile()) {
      cached = undefined;
      return undefined;
    }
    if (!cached || cached.mtimeMs !== info.mtimeMs || cached.size !== info.size) {
      cached = { mtimeMs: info.mtimeMs, size: info.size, text: await readFile(filePath, 'utf8') };
    }
    return cached.text;
  };
}
