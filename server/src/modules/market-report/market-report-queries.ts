import { MARKET_REPORT_TAG, type MarketCommentary, type MarketReport, type MarketReportSummary } from '@farm/area-content/domain';
import { sql, type Selectable } from 'kysely';
import type { Db, MarketReportsTable } from '../../db';

type Row = Selectable<MarketReportsTable>;

const iso = (value: Date | string) => new Date(value).toISOString();

function toSummary(row: Omit<Row, 'markdown' | 'html' | 'tags'>): MarketReportSummary {
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    createdAt: iso(row.created_at),
    createdBy: row.created_by,
    updatedAt: iso(row.updated_at),
    updatedBy: row.updated_by,
    publishedAt: row.published_at ? iso(row.published_at) : null,
    publishedBy: row.published_by,
  };
}

const toReport = (row: Row): MarketReport => ({ ...toSummary(row), markdown: row.markdown, html: row.html });

const summaryColumns = ['id', 'title', 'status', 'created_at', 'created_by', 'updated_at', 'updated_by', 'published_at', 'published_by'] as const;

/**
 * The report farmers read. The tag and status are written into the statement, not bound as parameters, so the
 * planner can match them to the partial index market_reports_latest_idx whatever plan it keeps: one index read.
 */
export const latestPublishedQuery = (db: Db) =>
  db
    .selectFrom('market_reports')
    .select(['id', 'title', 'published_at', 'html'])
    .where(sql<boolean>`status = 'published' and tags @> array[${sql.lit(MARKET_REPORT_TAG)}]::text[]`)
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1);

export async function findLatestPublished(db: Db): Promise<MarketCommentary['report']> {
  const row = await latestPublishedQuery(db).executeTakeFirst();
  return row ? { id: row.id, title: row.title, publishedAt: iso(row.published_at!), html: row.html } : null;
}

/** The editor's history: drafts and published reports, newest first. */
export async function findReports(db: Db, page: { page: number; pageSize: number }): Promise<{ reports: MarketReportSummary[]; total: number }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('market_reports')
      .select(summaryColumns)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize)
      .execute(),
    db
      .selectFrom('market_reports')
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { reports: rows.map(toSummary), total: Number(count.total) };
}

export async function findReport(db: Db, id: string): Promise<MarketReport | undefined> {
  const row = await db.selectFrom('market_reports').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toReport(row) : undefined;
}

/** Locks the report until the transaction ends, so a save and a publish of one draft cannot interleave. */
export async function lockReportStatus(db: Db, id: string): Promise<MarketReport['status'] | undefined> {
  const row = await db.selectFrom('market_reports').select('status').where('id', '=', id).forUpdate().executeTakeFirst();
  return row?.status;
}

export interface ReportContent {
  title: string;
  markdown: string;
  html: string;
  by: string;
}

export async function insertDraft(db: Db, content: ReportContent): Promise<MarketReport> {
  const row = await db
    .insertInto('market_reports')
    .values({ title: content.title, markdown: content.markdown, html: content.html, created_by: content.by, updated_by: content.by })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toReport(row);
}

export async function updateDraft(db: Db, id: string, content: ReportContent): Promise<MarketReport> {
  const row = await db
    .updateTable('market_reports')
    .set({ title: content.title, markdown: content.markdown, html: content.html, updated_by: content.by, updated_at: new Date() })
    .where('id', '=', id)
    .where('status', '=', 'draft')
    .returningAll()
    .executeTakeFirstOrThrow();
  return toReport(row);
}

/** Saves what the editor shows and publishes it in one statement: what is published is what staff saw. */
export async function publishDraft(db: Db, id: string, content: ReportContent): Promise<MarketReport> {
  const now = new Date();
  const row = await db
    .updateTable('market_reports')
    .set({
      title: content.title,
      markdown: content.markdown,
      html: content.html,
      updated_by: content.by,
      updated_at: now,
      status: 'published',
      published_at: now,
      published_by: content.by,
    })
    .where('id', '=', id)
    .where('status', '=', 'draft')
    .returningAll()
    .executeTakeFirstOrThrow();
  return toReport(row);
}
