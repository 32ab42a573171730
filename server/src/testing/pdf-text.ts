import { createRequire } from 'node:module';
import path from 'node:path';

// pdf.js 6 calls Promise.withResolvers, which Node 20 lacks (22 has it): give it the standard one first.
(Promise as { withResolvers?: unknown }).withResolvers ??= function withResolvers<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
};
const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
/** The standard fonts' metrics, which pdf.js reads to lay out text in Helvetica. */
const standardFontDataUrl = `${path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`;

/**
 * The text a PDF shows, a drawn line each, read back by pdf.js (the reader the portal's viewer uses): so a test
 * proves a reader finds the words in the file, not only that the server meant to write them.
 */
export async function pdfText(bytes: Uint8Array): Promise<{ title: string | undefined; lines: string[] }> {
  // pdf.js takes the buffer over: give it a copy so the caller's bytes stay whole.
  const task = getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, standardFontDataUrl });
  const pdf = await task.promise;
  try {
    const { info } = await pdf.getMetadata();
    const lines: string[] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      const content = await (await pdf.getPage(number)).getTextContent();
      for (const item of content.items) if ('str' in item && item.str.trim() !== '') lines.push(item.str);
    }
    return { title: (info as { Title?: string }).Title, lines };
  } finally {
    await task.destroy();
  }
}
