import styled from '@emotion/styled';
import { useQuery } from '@tanstack/react-query';
import { accountDocumentQuery } from '@farm/core';
import { documentViewerMessages, PDF_DEFAULT_ZOOM } from './document-viewer-settings';

import { useCallback, useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import { Button } from '../components/button';
import { Loader } from '../components/loader';
import { saveBlob } from '../files/save-blob';
import { useMediaQuery } from '../hooks/use-media-query';
import { useModalDialog } from '../hooks/use-modal-dialog';
import { media, mediaQueries } from '../theme/theme';
import { PdfPageCanvas } from './pdf-page-canvas';
import { PdfToolbar } from './pdf-toolbar';
import { usePdfDocument } from './use-pdf-document';
import { fitWidthZoom, zoomIn, zoomOut } from './zoom';
import { focusRing } from '../theme/focus-ring';

export interface PdfViewerProps {
  open: boolean;
  /** The business account the document belongs to. */
  reference: string;
  documentNo: string;
  title: string;
  onClose: () => void;
}

const FullScreen = styled.dialog`
  width: 100vw;
  height: 100dvh;
  max-width: none;
  max-height: none;
  margin: 0;
  padding: 0;
  border: none;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.fontFamily};
  &[open] {
    display: flex;
    flex-direction: column;
  }
  &::backdrop {
    background: rgba(20, 28, 24, 0.55);
  }
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  ${media.mobile} {
    padding: ${({ theme }) => theme.space(2)};
  }
`;

const Title = styled.h2`
  flex: 1 1 12rem;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  overflow-wrap: anywhere;
  ${media.mobile} {
    flex-basis: 0;
    min-width: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;

const Body = styled.div`
  flex: 1;
  overflow: auto;
  padding: ${({ theme }) => theme.space(4)};
  ${media.mobile} {
    padding: ${({ theme }) => theme.space(2)};
  }
  ${focusRing(-3)}
`;

const Failure = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(8)};
  text-align: center;
  p {
    margin: 0;
    font-weight: 600;
  }
`;

/** Space the page leaves on a phone's width: the body's padding on both sides. */
const PHONE_GUTTER = 16;

/**
 * The full-screen document viewer: fetches the PDF with the session's token and draws its current page with
 * pdf.js, with zoom, paging and Download. On a phone the page opens fitted to the width, elsewhere at
 * PDF_DEFAULT_ZOOM. Escape or Close closes it, and focus goes back to the control that opened it.
 */
export function PdfViewer({ open, reference, documentNo, title, onClose }: PdfViewerProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useModalDialog(dialog, open);
  // Opened inside another dialog (the contract details), its close must not close that one too.
  const close = (event: SyntheticEvent) => {
    event.stopPropagation();
    onClose();
  };
  return (
    <FullScreen ref={dialog} aria-labelledby={titleId} onClose={close} onCancel={close}>
      {open && <ViewerContent titleId={titleId} reference={reference} documentNo={documentNo} title={title} onClose={onClose} />}
    </FullScreen>
  );
}

interface ViewerContentProps extends Omit<PdfViewerProps, 'open'> {
  titleId: string;
}

function ViewerContent({ titleId, reference, documentNo, title, onClose }: ViewerContentProps) {
  const pdf = useQuery({ ...accountDocumentQuery(reference, documentNo), retry: false });
  const [attempt, setAttempt] = useState(0);
  const opened = usePdfDocument(pdf.data, attempt);
  const [renderFailed, setRenderFailed] = useState(false);
  const [page, setPage] = useState(1);
  const [zoom, setZoom] = useState(PDF_DEFAULT_ZOOM);
  const phone = useMediaQuery(mediaQueries.mobile);
  const body = useRef<HTMLDivElement>(null);
  const document = opened.status === 'ready' ? opened.document : undefined;

  useEffect(() => {
    if (!document) return;
    setPage(1);
    if (!phone || !body.current) return;
    const width = body.current.clientWidth - PHONE_GUTTER;
    let current = true;
    void document.getPage(1).then((first) => {
      if (current) setZoom(fitWidthZoom(first.getViewport({ scale: 1 }).width, width));
    });
    return () => {
      current = false;
    };
    // The fit is the opening zoom only: turning the phone later keeps what the user chose.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [document]);

  const onRenderError = useCallback(() => setRenderFailed(true), []);
  // A refetch after a failure keeps the query's error until it answers: show the loader meanwhile.
  const failed = (pdf.isError && !pdf.isFetching) || opened.status === 'failed' || renderFailed;
  const tryAgain = () => {
    setRenderFailed(false);
    if (pdf.isError) void pdf.refetch();
    else setAttempt((n) => n + 1);
  };

  return (
    <>
      <Header>
        <Title id={titleId}>{title}</Title>
        <PdfToolbar
          pages={document && !failed ? document.numPages : undefined}
          page={page}
          zoom={zoom}
          onPage={setPage}
          onZoomIn={() => setZoom(zoomIn)}
          onZoomOut={() => setZoom(zoomOut)}
        />
        <Actions>
          <Button type="button" variant="secondary" disabled={!pdf.data} onClick={() => pdf.data && saveBlob(pdf.data, `${documentNo}.pdf`)}>
            Download
          </Button>
          <Button type="button" variant="primary" aria-label={`Close ${title}`} onClick={onClose}>
            Close
          </Button>
        </Actions>
      </Header>
      {/* The page scrolls inside this region: a keyboard scrolls it once it has focus (WCAG 2.1.1). */}
      <Body ref={body} role="region" aria-label={`${title}, document`} tabIndex={0}>
        {failed ? (
          <Failure role="alert">
            <p>{documentViewerMessages.pdfFailed}</p>
            <Button type="button" onClick={tryAgain}>
              Try again
            </Button>
          </Failure>
        ) : document ? (
          <PdfPageCanvas document={document} pageNumber={page} zoom={zoom} label={`${title}, page ${page}`} onError={onRenderError} />
        ) : (
          <Loader label="Loading the document…" />
        )}
      </Body>
    </>
  );
}
