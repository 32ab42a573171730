import { configureApi, session$ } from '@farm/core';
import { documentViewerMessages } from './document-viewer-settings';

import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { failure } from '../../../../tests/support/api-envelopes';
import { user } from '../../../../tests/support/fixtures';
import { mockApi } from '../../../../tests/support/mock-api-browser';
import { testPdf, testPdfWidthAt } from '../../../../tests/support/pdf-fixture';
import { Dialog } from '../components/dialog';
import { WidgetRoot } from '../theme/widget-root';
import { PdfViewer } from './pdf-viewer';

const DOCUMENT_PATH = '/api/accounts/:reference/documents/:documentNo';
const pdfAnswer = () => new HttpResponse(testPdf(2), { headers: { 'Content-Type': 'application/pdf' } });
const api = mockApi(http.get(DOCUMENT_PATH, pdfAnswer));

/** The viewer behind an opener button, as a screen uses it; `inside` puts it in another dialog, as the contract details do. */
function Harness({ inside = false }: { inside?: boolean }) {
  const [open, setOpen] = useState(false);
  const viewer = <PdfViewer open={open} reference="HARR0001" documentNo="SC-1001" title="Contract SC-1001" onClose={() => setOpen(false)} />;
  return (
    <WidgetRoot cacheKey="test-pdf-viewer">
      <button type="button" onClick={() => setOpen(true)}>
        View contract
      </button>
      {inside ? (
        <Dialog open title="Contract details" onClose={() => document.body.setAttribute('data-outer-closed', 'yes')}>
          <button type="button" onClick={() => setOpen(true)}>
            View contract inside
          </button>
          {viewer}
        </Dialog>
      ) : (
        viewer
      )}
    </WidgetRoot>
  );
}

const canvas = () => screen.getByRole('img', { name: /^Contract SC-1001, page/ }) as HTMLCanvasElement;

/** Whether the canvas holds any pixel that is neither transparent nor white: pdf.js has drawn the page. */
function hasInk(element: HTMLCanvasElement): boolean {
  const { data } = element.getContext('2d')!.getImageData(0, 0, element.width, element.height);
  for (let i = 0; i < data.length; i += 4) {
    if (data[i + 3]! > 0 && (data[i]! < 200 || data[i + 1]! < 200 || data[i + 2]! < 200)) return true;
  }
  return false;
}

async function openViewer() {
  render(<Harness />);
  await userEvent.click(screen.getByRole('button', { name: 'View contract' }));
  await waitFor(() => expect(hasInk(canvas())).to.equal(true), { timeout: 10_000 });
}

describe('PdfViewer', function () {
  // The first test loads pdf.js and starts its worker: the development build takes a few seconds.
  this.timeout(20_000);
  beforeEach(() => {
    configureApi({ apiRoot: '/api', getAccessToken: async () => 'token' });
    session$.next({ user: user(), internal: false, getAccessToken: async () => 'token' });
  });
  afterEach(() => {
    cleanup();
    document.body.removeAttribute('data-outer-closed');
  });

  it('fetches the document with the session token and draws page 1 onto a canvas, with "Page 1 of 2"', async () => {
    await openViewer();
    expect(screen.getByRole('dialog', { name: 'Contract SC-1001' })).to.be.instanceOf(HTMLElement);
    expect(screen.getByText('Page 1 of 2')).to.be.instanceOf(HTMLElement);
    const [request, ...more] = await api.requests.to('/api/accounts/HARR0001/documents/SC-1001');
    expect(more).to.deep.equal([]);
    expect(request!.headers.get('authorization')).to.equal('Bearer token');
    expect(request!.headers.get('accept')).to.equal('application/pdf');
  });

  it('goes to the next page and back, each button disabled at its end', async () => {
    await openViewer();
    const previous = screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement;
    const next = screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement;
    expect(previous.disabled).to.equal(true);
    await userEvent.click(next);
    expect(screen.getByText('Page 2 of 2')).to.be.instanceOf(HTMLElement);
    expect(canvas().getAttribute('aria-label')).to.equal('Contract SC-1001, page 2');
    await waitFor(() => expect(hasInk(canvas())).to.equal(true));
    expect(next.disabled).to.equal(true);
    await userEvent.click(previous);
    expect(screen.getByText('Page 1 of 2')).to.be.instanceOf(HTMLElement);
  });

  it('opens at 120 % and zooms in and out, resizing the canvas', async () => {
    await openViewer();
    expect(screen.getByText('120%')).to.be.instanceOf(HTMLElement);
    expect(canvas().style.width).to.equal(`${testPdfWidthAt(1.2)}px`);
    await userEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(screen.getByText('140%')).to.be.instanceOf(HTMLElement);
    await waitFor(() => expect(canvas().style.width).to.equal(`${testPdfWidthAt(1.4)}px`));
    await userEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
    await userEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(screen.getByText('100%')).to.be.instanceOf(HTMLElement);
    await waitFor(() => expect(canvas().style.width).to.equal(`${testPdfWidthAt(1)}px`));
    expect(canvas().width).to.equal(Math.floor(testPdfWidthAt(1) * window.devicePixelRatio));
  });

  it('shows the failure text when the document cannot be fetched, and Try again fetches it again', async () => {
    let calls = 0;
    api.use(http.get(DOCUMENT_PATH, () => (++calls === 1 ? failure(500, 'INTERNAL_ERROR', 'boom') : pdfAnswer())));
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'View contract' }));
    expect((await screen.findByRole('alert')).textContent).to.contain(documentViewerMessages.pdfFailed);
    expect(screen.getByText('Unable to load PDF. Please try again')).to.be.instanceOf(HTMLElement);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(hasInk(canvas())).to.equal(true), { timeout: 10_000 });
    expect(calls).to.equal(2);
  });

  it('shows the failure text when pdf.js cannot read what was fetched', async () => {
    api.use(http.get(DOCUMENT_PATH, () => new HttpResponse('not a pdf', { headers: { 'Content-Type': 'application/pdf' } })));
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'View contract' }));
    expect((await screen.findByRole('alert', {}, { timeout: 10_000 })).textContent).to.contain(documentViewerMessages.pdfFailed);
  });

  it('downloads the fetched document as <documentNo>.pdf', async () => {
    await openViewer();
    const saved: { name: string; blob?: Blob }[] = [];
    const { click } = HTMLAnchorElement.prototype;
    const { createObjectURL } = URL;
    let lastBlob: Blob | undefined;
    URL.createObjectURL = (blob: Blob | MediaSource) => ((lastBlob = blob as Blob), createObjectURL(blob));
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, blob: lastBlob });
    };
    try {
      await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    } finally {
      HTMLAnchorElement.prototype.click = click;
      URL.createObjectURL = createObjectURL;
    }
    expect(saved.map((s) => s.name)).to.deep.equal(['SC-1001.pdf']);
    expect(await saved[0]!.blob!.text()).to.equal(testPdf(2));
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    await openViewer();
    // A real key press: the browser's own Escape handling of a modal <dialog> is what is tested.
    await sendKeys({ press: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
    expect(document.activeElement?.textContent).to.equal('View contract');
  });

  it('closes with Close, and inside another dialog leaves that one open', async () => {
    render(<Harness inside />);
    await userEvent.click(screen.getByRole('button', { name: 'View contract inside' }));
    await screen.findByRole('img', {}, { timeout: 10_000 });
    await userEvent.click(screen.getByRole('button', { name: 'Close Contract SC-1001' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Contract SC-1001' })).to.equal(null));
    expect(screen.getByRole('dialog', { name: 'Contract details' })).to.be.instanceOf(HTMLElement);
    expect(document.body.hasAttribute('data-outer-closed')).to.equal(false);
    expect(document.activeElement?.textContent).to.equal('View contract inside');
  });
});
