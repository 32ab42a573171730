// pdf.js is its own import-map module (as is its worker), fetched the first time a document is opened, so it
// is never part of @farm/ui's or a widget's start-up bytes.
import type * as PdfJsModule from 'pdfjs-dist';

type PdfJs = typeof PdfJsModule;

/** The worker's import-map name: the map gives its content-hashed URL, so no URL is written here. */
const WORKER_MODULE = 'pdfjs-dist/build/pdf.worker.min.mjs';

let pdfjs: Promise<PdfJs> | undefined;

export function loadPdfJs(): Promise<PdfJs> {
  pdfjs ??= import('pdfjs-dist')
    .then((module) => {
      // pdf.js parses in this worker, off the page's main thread.
      module.GlobalWorkerOptions.workerSrc = import.meta.resolve(WORKER_MODULE);
      return module;
    })
    .catch((error: unknown) => {
      // A failed fetch (a network blip, a deploy) is tried again on the next Try again.
      pdfjs = undefined;
      throw error;
    });
  return pdfjs;
}
