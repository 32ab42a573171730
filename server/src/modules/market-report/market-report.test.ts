import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import {
  MARKET_REPORT_MARKDOWN_MAX,
  marketCommentarySchema,
  marketReportListSchema,
  marketReportRules,
  marketReportSchema,
  type MarketReport,
} from '@farm/area-content/domain';
import { sql } from 'kysely';
import { bearer, testAppFor } from '../../testing';
import { latestPublishedQuery } from './market-report-queries';

const t = testAppFor({ grower: 'grower@myfarm.example', staff: 'staff@myfarm.example' });

// Each test starts from no reports, so "the latest" is whatever the test published.
beforeEach(async () => {
  await t.db.deleteFrom('market_reports').execute();
});

type Method = 'GET' | 'PUT' | 'POST';
const call = (method: Method, url: string, token?: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload === undefined ? {} : { payload: payload as object }) });

const MISSING = '00000000-0000-4000-8000-000000000000';
const TABLE = '| Commodity | Nov 26 |\n| --- | --: |\n| Feed wheat | 183.90 |';
const REPORT = { title: 'Morning report', markdown: `Wheat firmer.\n\n${TABLE}\n\n<script>alert(1)</script>` };

const commentary = async (token = t.tokens.grower) => {
  const response = await call('GET', '/api/marketing-commentary', token);
  assert.equal(response.statusCode, 200);
  return marketCommentarySchema.parse(response.json().data).report;
};
const createDraft = async (body: object = REPORT): Promise<MarketReport> => {
  const response = await call('POST', '/api/content/market-reports', t.tokens.staff, body);
  assert.equal(response.statusCode, 201, response.body);
  return marketReportSchema.parse(response.json().data.report);
};
const publish = async (id: string, body: object = REPORT) => call('POST', `/api/content/market-reports/${id}/publish`, t.tokens.staff, body);
const auditActions = async () =>
  await t.db.selectFrom('audit_log').select(['action', 'username', 'message']).where('action', 'like', 'market-report-%').orderBy('id').execute();

describe('who may call the market report routes', () => {
  const staffCalls: [Method, string, unknown][] = [
    ['GET', '/api/content/market-reports', undefined],
    ['GET', `/api/content/market-reports/${MISSING}`, undefined],
    ['POST', '/api/content/market-reports', REPORT],
    ['PUT', `/api/content/market-reports/${MISSING}`, REPORT],
    ['POST', `/api/content/market-reports/${MISSING}/publish`, REPORT],
    ['POST', '/api/content/market-reports/preview', { markdown: TABLE }],
  ];

  it("answers 401 without a token, to the farmers' read and every staff route", async () => {
    for (const [method, url, body] of [['GET', '/api/marketing-commentary', undefined] as const, ...staffCalls]) {
      const response = await call(method, url, undefined, body);
      assert.equal(response.statusCode, 401, `${method} ${url}`);
    }
  });

  it('answers 403 STAFF_ONLY to a grower on every write, the preview, the history and a report, before reading the body', async () => {
    for (const [method, url, body] of staffCalls) {
      const response = await call(method, url, t.tokens.grower, body);
      assert.equal(response.statusCode, 403, `${method} ${url}`);
      assert.equal(response.json().errorCode, 'STAFF_ONLY');
    }
    assert.equal((await call('POST', '/api/content/market-reports', t.tokens.grower, { title: '' })).statusCode, 403);
    assert.equal(await t.db.selectFrom('market_reports').select('id').executeTakeFirst(), undefined);
  });
});

describe('bad input', () => {
  it("answers 400 VALIDATION_ERROR with the rule's message to a missing or over-long title and over-long markdown", async () => {
    const cases: [object, string][] = [
      [{ title: '  ', markdown: 'x' }, marketReportRules.titleRequired],
      [{ title: 'x'.repeat(201), markdown: 'x' }, marketReportRules.titleTooLong],
      [{ title: 'Report', markdown: 'x'.repeat(MARKET_REPORT_MARKDOWN_MAX + 1) }, marketReportRules.markdownTooLong],
      [{ title: 'Report' }, 'body.markdown'],
    ];
    for (const [body, message] of cases) {
      const response = await call('POST', '/api/content/market-reports', t.tokens.staff, body);
      assert.equal(response.statusCode, 400, JSON.stringify(body).slice(0, 80));
      assert.equal(response.json().errorCode, 'VALIDATION_ERROR');
      assert.ok(response.json().errorMessage.includes(message), response.json().errorMessage);
    }
    const preview = await call('POST', '/api/content/market-reports/preview', t.tokens.staff, { markdown: 'x'.repeat(MARKET_REPORT_MARKDOWN_MAX + 1) });
    assert.equal(preview.statusCode, 400);
    assert.equal((await call('GET', '/api/content/market-reports/not-a-uuid', t.tokens.staff)).statusCode, 400);
    assert.equal((await call('GET', '/api/content/market-reports?pageSize=51', t.tokens.staff)).statusCode, 400);
  });

  it('refuses to publish an empty report, and keeps it a draft', async () => {
    const draft = await createDraft({ title: 'Empty for now', markdown: '' });
    const response = await publish(draft.id, { title: 'Empty for now', markdown: '  \n ' });
    assert.equal(response.statusCode, 400);
    assert.ok(response.json().errorMessage.includes(marketReportRules.emptyReport));
    assert.equal(await commentary(), null);
  });
});

describe('writing, previewing and publishing', () => {
  it('previews markdown as the HTML a publish would store, table kept and script gone, and stores nothing', async () => {
    const response = await call('POST', '/api/content/market-reports/preview', t.tokens.staff, { markdown: REPORT.markdown });
    assert.equal(response.statusCode, 200);
    const { html } = response.json().data as { html: string };
    assert.match(html, /<table>[\s\S]*<td align="right">183.90<\/td>/);
    assert.doesNotMatch(html, /script|alert/);
    assert.equal(await t.db.selectFrom('market_reports').select('id').executeTakeFirst(), undefined);

    const draft = await createDraft();
    assert.equal(draft.html, html);
  });

  it('keeps drafts from farmers; publishing makes a report the latest, and a later publish replaces it', async () => {
    assert.equal(await commentary(), null);
    const first = await createDraft();
    assert.equal(first.status, 'draft');
    assert.equal(first.publishedAt, null);
    assert.equal(await commentary(), null, 'a draft is not shown');

    const published = await publish(first.id, { title: 'Monday report', markdown: REPORT.markdown });
    assert.equal(published.statusCode, 200);
    const report = marketReportSchema.parse(published.json().data.report);
    assert.equal(report.status, 'published');
    assert.equal(report.publishedBy, 'staff@myfarm.example');
    assert.equal(report.title, 'Monday report', 'publishes what the editor shows');
    const latest = await commentary();
    assert.deepEqual(latest, { id: first.id, title: 'Monday report', publishedAt: report.publishedAt, html: report.html });
    assert.match(latest!.html, /<table>/);
    assert.doesNotMatch(latest!.html, /<script/);

    const second = await createDraft({ title: 'Tuesday report', markdown: 'Quiet.' });
    assert.equal((await commentary())!.id, first.id, 'a newer draft does not replace the published report');
    assert.equal((await publish(second.id, { title: 'Tuesday report', markdown: 'Quiet.' })).statusCode, 200);
    assert.deepEqual(await commentary(), { ...(await commentary()), id: second.id, title: 'Tuesday report', html: '<p>Quiet.</p>' });
  });

  it('saves a draft again, refuses to change or republish a published report (409) and answers 404 for an unknown one', async () => {
    const draft = await createDraft({ title: 'Draft', markdown: 'One' });
    const saved = await call('PUT', `/api/content/market-reports/${draft.id}`, t.tokens.staff, { title: 'Draft 2', markdown: '**Two**' });
    assert.equal(saved.statusCode, 200);
    assert.equal(saved.json().data.report.html, '<p><strong>Two</strong></p>');
    const read = await call('GET', `/api/content/market-reports/${draft.id}`, t.tokens.staff);
    assert.equal(read.json().data.report.markdown, '**Two**');

    assert.equal((await publish(draft.id)).statusCode, 200);
    for (const response of [await call('PUT', `/api/content/market-reports/${draft.id}`, t.tokens.staff, REPORT), await publish(draft.id)]) {
      assert.equal(response.statusCode, 409);
      assert.equal(response.json().errorCode, 'MARKET_REPORT_PUBLISHED');
    }
    assert.equal((await commentary())!.title, REPORT.title);
    for (const response of [
      await call('PUT', `/api/content/market-reports/${MISSING}`, t.tokens.staff, REPORT),
      await publish(MISSING),
      await call('GET', `/api/content/market-reports/${MISSING}`, t.tokens.staff),
    ]) {
      assert.equal(response.statusCode, 404);
      assert.equal(response.json().errorCode, 'MARKET_REPORT_NOT_FOUND');
    }
  });

  it('writes an audit entry for every write, by the staff member, and none for a refused one', async () => {
    const before = (await auditActions()).length;
    const draft = await createDraft();
    await call('PUT', `/api/content/market-reports/${draft.id}`, t.tokens.staff, REPORT);
    await publish(draft.id);
    await publish(draft.id); // refused: already published
    await call('POST', '/api/content/market-reports/preview', t.tokens.staff, { markdown: 'x' });
    const entries = (await auditActions()).slice(before);
    assert.deepEqual(
      entries.map((entry) => entry.action),
      ['market-report-create', 'market-report-update', 'market-report-publish'],
    );
    assert.ok(
      entries.every((entry) => entry.username === 'staff@myfarm.example'),
      JSON.stringify(entries),
    );
    assert.ok(entries.every((entry) => entry.message.includes(draft.id)));
  });
});

describe('the history and the latest report read', () => {
  it('lists drafts and published reports newest first, paged on the server', async () => {
    const ids: string[] = [];
    for (const title of ['One', 'Two', 'Three']) ids.push((await createDraft({ title, markdown: title })).id);
    await publish(ids[0]!, { title: 'One', markdown: 'One' });
    const page = async (number: number) =>
      marketReportListSchema.parse((await call('GET', `/api/content/market-reports?page=${number}&pageSize=2`, t.tokens.staff)).json().data);
    const first = await page(1);
    assert.equal(first.total, 3);
    assert.deepEqual(
      first.reports.map((report) => report.title),
      ['Three', 'Two'],
    );
    const second = await page(2);
    assert.deepEqual(
      second.reports.map((report) => [report.title, report.status]),
      [['One', 'published']],
    );
    assert.equal('markdown' in second.reports[0]!, false, 'the list carries no report text');
  });

  it('reads the latest published report from its partial index', async () => {
    const plan = await t.db.transaction().execute(async (trx) => {
      // The table is tiny here, so a sequential scan would win; forbid it to see whether the index serves the read.
      await sql`set local enable_seqscan = off`.execute(trx);
      return (await latestPublishedQuery(trx).explain()).map((row) => Object.values(row).join(' ')).join('\n');
    });
    assert.match(plan, /Index Scan using market_reports_latest_idx/);
  });
});
