import styled from '@emotion/styled';
import { useEffect, useRef } from 'react';
import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';

export interface PdfPageCanvasProps {
  document: PDFDocumentProxy;
  pageNumber: number;
  zoom: number;
  label: string;
  onError: () => void;
}

const Canvas = styled.canvas`
  display: block;
  margin: 0 auto;
  background: #fff;
  box-shadow: ${({ theme }) => theme.shadow.raised};
`;

/** pdf.js cancels a render it is told to, with this error; it is not a failure of the document. */
const isCancelled = (error: unknown) => error instanceof Error && error.name === 'RenderingCancelledException';

/**
 * One page drawn onto a canvas at `zoom` (CSS pixels per PDF point), with the screen's pixel ratio on top so
 * the text stays sharp. A new page or zoom cancels the drawing in progress: pdf.js refuses two on one canvas.
 */
export function PdfPageCanvas({ document, pageNumber, zoom, label, onError }: PdfPageCanvasProps) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = ref.current;
    if (!canvas) return;
    let task: RenderTask | undefined;
    let cancelled = false;
    (async () => {
      const page = await document.getPage(pageNumber);
      if (cancelled) return;
      const viewport = page.getViewport({ scale: zoom });
      const ratio = window.devicePixelRatio || 1;
      canvas.width = Math.floor(viewport.width * ratio);
      canvas.height = Math.floor(viewport.height * ratio);
      canvas.style.width = `${Math.floor(viewport.width)}px`;
      canvas.style.height = `${Math.floor(viewport.height)}px`;
      task = page.render({ canvas, viewport, transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0] });
      await task.promise;
    })().catch((error: unknown) => {
      if (!cancelled && !isCancelled(error)) onError();
    });
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [document, pageNumber, zoom, onError]);
  return <Canvas ref={ref} role="img" aria-label={label} />;
}
