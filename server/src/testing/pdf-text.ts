import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFObject } from 'pdf-lib';

function streamsOf(contents: PDFObject | undefined, doc: PDFDocument): PDFRawStream[] {
  if (contents instanceof PDFRawStream) return [contents];
  if (contents instanceof PDFArray) return contents.asArray().flatMap((item) => streamsOf(doc.context.lookup(item), doc));
  return [];
}

/**
 * The text a PDF's pages draw, line by line, read back by parsing the file with pdf-lib and decoding each
 * page's content streams: enough for PDFs drawn with the standard fonts, which write text as hex strings.
 */
export async function pdfText(bytes: Uint8Array): Promise<{ title: string | undefined; lines: string[] }> {
  const doc = await PDFDocument.load(bytes);
  const lines = doc.getPages().flatMap((page) =>
    streamsOf(page.node.Contents(), doc).flatMap((stream) => {
      const operators = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
      return [...operators.matchAll(/<([0-9A-Fa-f]*)> Tj/g)].map((match) => Buffer.from(match[1]!, 'hex').toString('latin1'));
    }),
  );
  return { title: doc.getTitle(), lines };
}
