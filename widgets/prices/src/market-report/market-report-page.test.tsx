import { configureApi, paths, session$ } from '@farm/core';
import { marketReportMessages, marketReportRules } from '@farm/area-content';
import { WidgetRoot } from '@farm/ui';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'chai';
import { http } from 'msw';
import { failure, ok } from '../../../../tests/support/api-envelopes';
import { user } from '../../../../tests/support/fixtures';
import { mockApi } from '../../../../tests/support/mock-api-browser';
import { marketCommentaryHandler, marketReportEditorHandlers } from '../../../../tests/support/mock-handlers';
import { demoMarketReport, marketReportHistory } from '@farm/area-content/mocks';
import { MarketReportPage } from './market-report-page';

const api = mockApi(marketCommentaryHandler());

const signInAs = (internal: boolean) => session$.next({ user: user({ internal }), internal, getAccessToken: async () => 'token' });

const renderPage = () =>
  render(
    <WidgetRoot cacheKey="test-market-report">
      <MarketReportPage />
    </WidgetRoot>,
  );

const main = () => screen.getByRole('region', { name: 'Market Report' });

describe('MarketReportPage for a farmer', () => {
  beforeEach(() => {
    configureApi({ apiRoot: '/api', getAccessToken: async () => 'token' });
    signInAs(false);
  });
  afterEach(() => cleanup());

  it('shows the latest report: its title, date and table, with no script or event handler left, and a link back', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).to.equal('Market Report');
    const back = screen.getByRole('link', { name: /Back to Crop Marketing/ });
    expect(back.getAttribute('href')).to.equal(paths.cropMarketing);
    const report = await screen.findByRole('article', { name: demoMarketReport().title });
    expect(within(report).getByRole('heading', { level: 2 }).textContent).to.equal(demoMarketReport().title);
    expect(within(report).getByText(/^Published/).textContent).to.match(/^Published 23\/11\/2026 at \d{1,2}:45 (AM|PM)$/);
    await waitFor(() => expect(within(report).getByRole('table')).to.not.equal(null));
    expect(within(report).getByRole('cell', { name: '183.90' })).to.not.equal(null);
    expect(report.querySelector('script, [onerror]')).to.equal(null);
    expect((window as { pwned?: number }).pwned).to.equal(undefined);
    expect(screen.queryByRole('form', { name: 'Market report editor' })).to.equal(null);
    expect(await api.requests.to('/api/content/market-reports')).to.have.length(0);
  });

  it(`says '${marketReportMessages.notFound}' when no report has been published`, async () => {
    api.use(marketCommentaryHandler(null));
    renderPage();
    expect(await within(main()).findByText(marketReportMessages.notFound)).to.not.equal(null);
    expect(screen.queryByRole('article')).to.equal(null);
  });

  it(`says '${marketReportMessages.noContent}' for a report whose content is empty`, async () => {
    api.use(marketCommentaryHandler(demoMarketReport({ html: '  ' })));
    renderPage();
    const report = await screen.findByRole('article', { name: demoMarketReport().title });
    expect(within(report).getByText(marketReportMessages.noContent)).to.not.equal(null);
  });

  it(`says '${marketReportMessages.loadError}' when the report cannot be loaded`, async () => {
    api.use(http.get('/api/marketing-commentary', () => failure(500, 'INTERNAL_ERROR', 'Something went wrong.')));
    renderPage();
    expect(await within(main()).findByText(marketReportMessages.loadError)).to.not.equal(null);
  });
});

describe('MarketReportPage for staff', function () {
  // Typing a report, waiting for the debounced preview, then saving: more than mocha's default 2 s on a busy machine.
  this.timeout(10_000);
  beforeEach(() => {
    configureApi({ apiRoot: '/api', getAccessToken: async () => 'token' });
    signInAs(true);
    api.use(...marketReportEditorHandlers(marketReportHistory(12)));
  });
  afterEach(() => cleanup());

  const editor = () => screen.getByRole('form', { name: 'Market report editor' });
  const preview = () => screen.getByRole('region', { name: 'Preview: what farmers will see' });
  const write = async (title: string, markdown: string) => {
    const person = userEvent.setup();
    await person.type(within(editor()).getByLabelText('Title'), title);
    // user-event reads [ and { as key descriptors: double them to type them.
    await person.type(within(editor()).getByLabelText('Report (markdown)'), markdown.replace(/[[{]/g, '$&$&'));
    return person;
  };

  it("previews the markdown with the server's renderer after a pause, as the farmer's article shows it, sanitised again", async () => {
    api.use(
      http.post('/api/content/market-reports/preview', async ({ request }) => {
        const { markdown } = (await request.json()) as { markdown: string };
        return ok({ html: markdown ? `<table><tbody><tr><td>${markdown.length} chars</td></tr></tbody></table><script>window.pwned = 2</script>` : '' });
      }),
    );
    renderPage();
    await write('Tuesday', '| a |');
    const shown = preview();
    await waitFor(() => expect(within(shown).getByRole('cell').textContent).to.equal('5 chars'));
    expect(within(shown).getByRole('heading', { level: 4 }).textContent).to.equal('Tuesday');
    expect(within(shown).getByText('Not yet published')).to.not.equal(null);
    expect(shown.querySelector('script')).to.equal(null);
    // Typing is debounced: five keys, one preview of the finished text (plus the empty editor's first one).
    const asked = (await api.requests.to('/api/content/market-reports/preview', 'POST')).map((request) => (request.body as { markdown: string }).markdown);
    expect(asked).to.deep.equal(['', '| a |']);
  });

  it('saves a new draft, then saves the same draft again, and lists it in the history', async () => {
    renderPage();
    const person = await write('Wednesday report', 'Wheat **firmer**.');
    await person.click(within(editor()).getByRole('button', { name: 'Save draft' }));
    expect((await within(editor()).findByRole('status')).textContent).to.match(/^Draft saved at /);
    expect(within(editor()).getByText('Editing the saved draft “Wednesday report”.')).to.not.equal(null);
    const history = screen.getByRole('region', { name: 'Past reports' });
    await waitFor(() => expect(within(history).getAllByRole('listitem')[0]!.textContent).to.contain('Wednesday report'));

    await person.type(within(editor()).getByLabelText('Report (markdown)'), ' Barley flat.');
    await person.click(within(editor()).getByRole('button', { name: 'Save draft' }));
    await waitFor(async () => expect(await api.requests.to('/api/content/market-reports/00000000-0000-4000-9000-000000000001', 'PUT')).to.have.length(1));
    const [created] = await api.requests.to('/api/content/market-reports', 'POST');
    expect(created!.body).to.deep.equal({ title: 'Wednesday report', markdown: 'Wheat **firmer**.' });
    const [saved] = await api.requests.to('/api/content/market-reports/00000000-0000-4000-9000-000000000001', 'PUT');
    expect(saved!.body).to.deep.equal({ title: 'Wednesday report', markdown: 'Wheat **firmer**. Barley flat.' });
  });

  it("publishes after a confirm: the farmers' view shows the new report and the editor starts a new one", async () => {
    renderPage();
    await screen.findByRole('article', { name: demoMarketReport().title });
    const person = await write('Thursday report', 'Rape up £4.');
    await person.click(within(editor()).getByRole('button', { name: 'Publish' }));
    const confirm = await screen.findByRole('dialog', { name: 'Publish this report?' });
    expect(await api.requests.to('/api/content/market-reports', 'POST')).to.have.length(0);
    await person.click(within(confirm).getByRole('button', { name: 'Publish' }));

    // The farmers' view titles its report with an h2 (the preview's is an h4).
    const published = (await screen.findByRole('heading', { level: 2, name: 'Thursday report' })).closest('article')!;
    expect(await within(published).findByText('Rape up £4.')).to.not.equal(null);
    expect(within(editor()).getByRole('status').textContent).to.equal('“Thursday report” is published: farmers see it now.');
    expect((within(editor()).getByLabelText('Title') as HTMLInputElement).value).to.equal('');
    const [publish] = await api.requests.to('/api/content/market-reports/00000000-0000-4000-9000-000000000001/publish', 'POST');
    expect(publish!.body).to.deep.equal({ title: 'Thursday report', markdown: 'Rape up £4.' });
  });

  it('refuses to publish an empty report, on the field, without asking the server', async () => {
    renderPage();
    const person = await write('Friday report', ' ');
    await person.click(within(editor()).getByRole('button', { name: 'Publish' }));
    expect((await within(editor()).findByText(marketReportRules.emptyReport)).getAttribute('role')).to.equal('alert');
    expect(screen.queryByRole('dialog')).to.equal(null);
    expect(await api.requests.to('/api/content/market-reports', 'POST')).to.have.length(0);
  });

  it("shows the server's refusal clearly when a publish fails", async () => {
    api.use(
      http.post('/api/content/market-reports/:id/publish', () =>
        failure(409, 'MARKET_REPORT_PUBLISHED', 'This report has been published and cannot be changed.'),
      ),
    );
    renderPage();
    const person = await write('Saturday report', 'Quiet.');
    await person.click(within(editor()).getByRole('button', { name: 'Publish' }));
    await person.click(within(await screen.findByRole('dialog', { name: 'Publish this report?' })).getByRole('button', { name: 'Publish' }));
    expect((await within(editor()).findByRole('alert')).textContent).to.equal('This report has been published and cannot be changed.');
    expect((within(editor()).getByLabelText('Title') as HTMLInputElement).value).to.equal('Saturday report');
  });

  it('pages the history on the server and opens a draft to carry on editing it, or copies a published report', async () => {
    renderPage();
    const history = screen.getByRole('region', { name: 'Past reports' });
    await waitFor(() => expect(within(history).getAllByRole('listitem')).to.have.length(10));
    const person = userEvent.setup();
    await person.click(within(history).getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(
        within(history)
          .getAllByRole('listitem')
          .map((item) => item.querySelector('strong')!.textContent),
      ).to.deep.equal(['Report 11', 'Report 12']),
    );
    expect(within(history).getByText('Page 2 of 2')).to.not.equal(null);

    await person.click(within(history).getByRole('button', { name: 'Continue editing: Report 12' }));
    await waitFor(() => expect((within(editor()).getByLabelText('Report (markdown)') as HTMLTextAreaElement).value).to.equal('Text of report 12.'));
    expect(within(editor()).getByText('Editing the saved draft “Report 12”.')).to.not.equal(null);

    await person.click(within(history).getByRole('button', { name: 'Copy into a new draft: Report 11' }));
    await waitFor(() => expect((within(editor()).getByLabelText('Title') as HTMLInputElement).value).to.equal('Report 11'));
    expect(within(editor()).getByText('A new report, not yet saved.')).to.not.equal(null);
  });

  it('asks before opening another report over unsaved changes', async () => {
    renderPage();
    const person = await write('Unsaved', 'Half written');
    const history = screen.getByRole('region', { name: 'Past reports' });
    await person.click(await within(history).findByRole('button', { name: 'Continue editing: Report 2' }));
    const ask = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await person.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    expect((within(editor()).getByLabelText('Title') as HTMLInputElement).value).to.equal('Unsaved');
    await person.click(within(history).getByRole('button', { name: 'Continue editing: Report 2' }));
    await person.click(within(await screen.findByRole('dialog', { name: 'Discard your changes?' })).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect((within(editor()).getByLabelText('Title') as HTMLInputElement).value).to.equal('Report 2'));
  });
});
