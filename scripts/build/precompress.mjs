// Writes NAME.br and NAME.gz beside every text file of a production build, once, at the strongest settings,
// so the server sends compressed bytes without compressing per request (@fastify/static's preCompressed).
import { readFile, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import path from 'node:path';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.json', '.svg', '.txt', '.ico']);
// Below this a compressed copy saves less than its headers cost.
const MIN_BYTES = 1024;

/** Compresses the files given (each at most once); answers how many it wrote. */
export async function precompress(files) {
  const targets = files.filter((file) => COMPRESSIBLE.has(path.extname(file)));
  let written = 0;
  await Promise.all(
    targets.map(async (file) => {
      const content = await readFile(file);
      if (content.length < MIN_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          },
        }),
        gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      written += 1;
    }),
  );
  return written;
}
