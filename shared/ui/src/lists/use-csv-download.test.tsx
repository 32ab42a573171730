import { configureApi, session$, toasts$, type ToastMessage } from '@farm/core';
import { csvFileName, TOAST_MS } from '@farm/area-my-account';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'chai';
import { http, HttpResponse } from 'msw';
import type { Subscription } from 'rxjs';
import { failure } from '../../../../tests/support/api-envelopes';
import { user } from '../../../../tests/support/fixtures';
import { mockApi } from '../../../../tests/support/mock-api-browser';
import { WidgetRoot } from '@farm/ui';
import { useCsvDownload } from './use-csv-download';

const SELF_BILLS = '/api/accounts/:reference/grain-sale/self-bills';
const CSV = 'Reference,Net value\r\nSB-1,120.50\r\n';
const api = mockApi(http.get(SELF_BILLS, () => new HttpResponse(CSV, { headers: { 'Content-Type': 'text/csv; charset=utf-8' } })));
const FILE_NAME = csvFileName('Self bills', '01/11/2025', '31/10/2026');
/** The list's query: a page of it, sorted, searched, filtered and in a date range. */
const QUERY = {
  page: 3,
  perPage: 25,
  orderBy: 'dateInvoiced',
  orderDir: 'desc',
  search: 'wheat',
  status: 'Due',
  dateFrom: '2025-11-01',
  dateTo: '2026-10-31',
} as const;
const { page: _page, perPage: _perPage, ...UNPAGED_QUERY } = QUERY;

/** An export button as a list's toolbar has it, disabled while its download runs. */
function ExportButton() {
  const { download, downloading } = useCsvDownload();
  return (
    <WidgetRoot cacheKey="test-csv-download">
      <button type="button" disabled={downloading} onClick={() => void download('HARR0001', 'selfBills', QUERY, FILE_NAME)}>
        Export to CSV
      </button>
    </WidgetRoot>
  );
}

describe('useCsvDownload', () => {
  let toasts: ToastMessage[];
  let subscription: Subscription;
  let saved: { name: string; text: Promise<string> }[];
  const { click } = HTMLAnchorElement.prototype;
  beforeEach(() => {
    configureApi({ apiRoot: '/api', getAccessToken: async () => 'token' });
    session$.next({ user: user(), internal: false, getAccessToken: async () => 'token' });
    toasts = [];
    subscription = toasts$.subscribe((t) => toasts.push(t));
    saved = [];
    // The saved file: its name and what its object URL holds (read before the hook revokes it).
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, text: fetch(this.href).then((r) => r.text()) });
    };
  });
  afterEach(() => {
    HTMLAnchorElement.prototype.click = click;
    subscription.unsubscribe();
    cleanup();
  });

  const button = () => screen.getByRole('button', { name: 'Export to CSV' }) as HTMLButtonElement;

  it('fetches the CSV with the query less page and perPage, says it is downloading and saves it under the file name', async () => {
    render(<ExportButton />);
    await userEvent.click(button());
    await waitFor(() => expect(saved).to.have.length(1));
    expect(saved[0]!.name).to.equal('Self bills - 01/11/2025 - 31/10/2026.csv');
    expect(await saved[0]!.text).to.equal(CSV);
    expect(toasts.map(({ message, kind, durationMs }) => ({ message, kind, durationMs }))).to.deep.equal([
      { message: 'Downloading Self bills - 01/11/2025 - 31/10/2026.csv', kind: 'info', durationMs: TOAST_MS },
    ]);
    const [request, ...more] = await api.requests.to('/api/accounts/HARR0001/grain-sale/self-bills');
    expect(more).to.deep.equal([]);
    expect(request!.headers.get('accept')).to.equal('text/csv');
    expect(request!.headers.get('authorization')).to.equal('Bearer token');
    expect(Object.fromEntries(request!.url.searchParams)).to.deep.equal(UNPAGED_QUERY);
  });

  it('is downloading until the file has come, so the button can be disabled meanwhile', async () => {
    let answer: (() => void) | undefined;
    api.use(http.get(SELF_BILLS, () => new Promise<Response>((resolve) => (answer = () => resolve(new HttpResponse(CSV))))));
    render(<ExportButton />);
    await userEvent.click(button());
    await waitFor(() => expect(answer).to.be.a('function'));
    expect(button().disabled).to.equal(true);
    answer!();
    await waitFor(() => expect(button().disabled).to.equal(false));
    expect(saved.map((s) => s.name)).to.deep.equal([FILE_NAME]);
  });

  it('says it failed, and saves nothing, when the server refuses the export', async () => {
    api.use(http.get(SELF_BILLS, () => failure(500, 'INTERNAL_ERROR', 'Something went wrong')));
    render(<ExportButton />);
    await userEvent.click(button());
    await waitFor(() => expect(toasts).to.have.length(2));
    expect(toasts.map(({ message, kind, durationMs }) => ({ message, kind, durationMs }))).to.deep.equal([
      { message: 'Downloading Self bills - 01/11/2025 - 31/10/2026.csv', kind: 'info', durationMs: TOAST_MS },
      { message: 'Failed to download Self bills - 01/11/2025 - 31/10/2026.csv', kind: 'error', durationMs: TOAST_MS },
    ]);
    expect(saved).to.deep.equal([]);
    await waitFor(() => expect(button().disabled).to.equal(false));
  });
});
