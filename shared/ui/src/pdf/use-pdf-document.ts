import { useEffect, useState } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { loadPdfJs } from './load-pdfjs';

export type PdfDocumentState = { status: 'loading' } | { status: 'ready'; document: PDFDocumentProxy } | { status: 'failed' };

/**
 * Opens `blob` with pdf.js; `attempt` changes to open it again (Try again). The document is destroyed when the
 * blob changes or the viewer closes, which ends its worker's work on it.
 */
export function usePdfDocument(blob: Blob | undefined, attempt: number): PdfDocumentState {
  const [state, setState] = useState<PdfDocumentState>({ status: 'loading' });
  useEffect(() => {
    if (!blob) {
      setState({ status: 'loading' });
      return;
    }
    let cancelled = false;
    let destroy: (() => Promise<void>) | undefined;
    setState({ status: 'loading' });
    (async () => {
      const [pdfjs, bytes] = await Promise.all([loadPdfJs(), blob.arrayBuffer()]);
      // The wasm decoders are for image formats our documents never hold, and a strict CSP refuses to compile wasm.
      const task = pdfjs.getDocument({ data: new Uint8Array(bytes), useWasm: false });
      destroy = () => task.destroy();
      const document = await task.promise;
      if (!cancelled) setState({ status: 'ready', document });
    })().catch(() => {
      if (!cancelled) setState({ status: 'failed' });
    });
    return () => {
      cancelled = true;
      void destroy?.();
    };
  }, [blob, attempt]);
  return state;
}
