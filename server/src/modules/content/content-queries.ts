import type { DowntimeContent, MaintenanceConfig, ReleaseNote, ReleaseNoteState, TileReference } from '@farm/core/domain';
import type { DashboardMenuItem, LegalPage, LegalSlug, VideoConfig } from '@farm/area-content/domain';
import { sql } from 'kysely';
import type { Db } from '../../db';
import { ukDateKey } from '../../time';

/** Dates in the content service are UK calendar dates, whatever the server's own time zone. */
const UK_ZONE = 'Europe/London';
const iso = (value: Date | string) => new Date(value).toISOString();

// ---- Release notes ----

interface ReleaseNoteRow {
  id: string;
  title: string;
  release_date: Date;
  content: string;
}

function toReleaseNote(row: ReleaseNoteRow): ReleaseNote {
  const releaseDate = iso(row.release_date);
  return { id: row.id, releaseDate, content: { releaseTitle: row.title, releaseDate, releaseContent: row.content } };
}

export interface ReleaseNotesFilter {
  page: number;
  pageSize: number;
  skip: number;
  from?: string;
  to?: string;
}

/** Released notes, newest first; `skip` leaves out the newest notes overall before the date filter and paging apply. */
export async function findReleaseNotes(db: Db, filter: ReleaseNotesFilter): Promise<{ notes: ReleaseNote[]; total: number }> {
  // A note dated ahead is scheduled, not released: nobody sees it before its date.
  const now = new Date();
  let query = db.selectFrom('release_notes').where('release_date', '<=', now);
  if (filter.skip > 0) {
    const newest = db
      .selectFrom('release_notes')
      .select('id')
      .where('release_date', '<=', now)
      .orderBy('release_date', 'desc')
      .orderBy('id', 'desc')
      .limit(filter.skip);
    query = query.where('id', 'not in', newest);
  }
  const ukDay = sql<string>`(release_date at time zone ${UK_ZONE})::date`;
  if (filter.from) query = query.where(ukDay, '>=', sql<string>`${filter.from}::date`);
  if (filter.to) query = query.where(ukDay, '<=', sql<string>`${filter.to}::date`);

  const [rows, count] = await Promise.all([
    query
      .select(['id', 'title', 'release_date', 'content'])
      .orderBy('release_date', 'desc')
      .orderBy('id', 'desc')
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { notes: rows.map(toReleaseNote), total: Number(count.total) };
}

export async function insertReleaseNote(db: Db, values: { title: string; releaseDate: string; content: string; by: string }) {
  const row = await db
    .insertInto('release_notes')
    .values({ title: values.title, release_date: values.releaseDate, content: values.content, updated_by: values.by })
    .returning(['id', 'title', 'release_date', 'content'])
    .executeTakeFirstOrThrow();
  return toReleaseNote(row);
}

export async function updateReleaseNote(db: Db, id: string, values: { title: string; releaseDate: string; content: string; by: string }) {
  const row = await db
    .updateTable('release_notes')
    .set({ title: values.title, release_date: values.releaseDate, content: values.content, updated_by: values.by, updated_at: new Date() })
    .where('id', '=', id)
    .returning(['id', 'title', 'release_date', 'content'])
    .executeTakeFirst();
  return row ? toReleaseNote(row) : undefined;
}

export async function deleteReleaseNote(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('release_notes').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

// ---- Legal pages ----

export async function findLegalPage(db: Db, slug: LegalSlug): Promise<LegalPage | undefined> {
  const row = await db.selectFrom('legal_pages').selectAll().where('slug', '=', slug).executeTakeFirst();
  return row ? { slug, title: row.title, content: row.content, updatedAt: iso(row.updated_at) } : undefined;
}

export async function upsertLegalPage(db: Db, slug: LegalSlug, values: { title: string; content: string; by: string }) {
  await db
    .insertInto('legal_pages')
    .values({ slug, title: values.title, content: values.content, updated_by: values.by })
    .onConflict((oc) => oc.column('slug').doUpdateSet({ title: values.title, content: values.content, updated_by: values.by, updated_at: new Date() }))
    .execute();
  return (await findLegalPage(db, slug))!;
}

// ---- Downtime and maintenance ----

/** The app-wide downtime (one row) and every tile downtime that has not ended yet. */
export async function findDowntimeContent(db: Db): Promise<DowntimeContent> {
  const [app, tiles] = await Promise.all([
    db.selectFrom('app_downtimes').selectAll().orderBy('updated_at', 'desc').limit(1).executeTakeFirst(),
    db.selectFrom('tile_maintenance').selectAll().where('end_at', '>', new Date()).orderBy('start_at').orderBy('id').execute(),
  ]);
  return {
    downtime: app
      ? {
          appName: app.app_name,
          showDownTime: app.show_downtime,
          plannedDownStartTime: iso(app.start_at),
          plannedDownEndTime: iso(app.end_at),
          plannedDownTimeDate: ukDateKey(new Date(app.start_at).getTime()),
        }
      : null,
    maintenance: tiles.map(toMaintenance),
  };
}

function toMaintenance(row: { id: number; tile_name: string; start_at: Date; end_at: Date; text: string }): MaintenanceConfig {
  return {
    id: row.id,
    tileName: row.tile_name as TileReference,
    startDowntimeDate: iso(row.start_at),
    endDowntimeDate: iso(row.end_at),
    text: row.text,
  };
}

/** The app-wide downtime is a single setting: writing it replaces what was there. */
export async function replaceAppDowntime(db: Db, values: { appName: string; showDownTime: boolean; start: string; end: string; by: string }): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('app_downtimes').execute();
    await trx
      .insertInto('app_downtimes')
      .values({ app_name: values.appName, show_downtime: values.showDownTime, start_at: values.start, end_at: values.end, updated_by: values.by })
      .execute();
  });
}

export async function insertMaintenance(
  db: Db,
  values: { tileName: TileReference; start: string; end: string; text: string; by: string },
): Promise<MaintenanceConfig> {
  const row = await db
    .insertInto('tile_maintenance')
    .values({ tile_name: values.tileName, start_at: values.start, end_at: values.end, text: values.text, updated_by: values.by })
    .returning(['id', 'tile_name', 'start_at', 'end_at', 'text'])
    .executeTakeFirstOrThrow();
  return toMaintenance(row);
}

export async function deleteMaintenance(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('tile_maintenance').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

// ---- Video and menus ----

const VIDEO_ID = 'dashboard';

export async function findVideoConfig(db: Db): Promise<VideoConfig> {
  const row = await db.selectFrom('video_configs').selectAll().where('id', '=', VIDEO_ID).executeTakeFirst();
  return {
    apiKey: row?.api_key ?? '',
    channelId: row?.channel_id ?? '',
    currentVideoId: row?.current_video_id ?? '',
    showVideo: row?.show_video ?? false,
  };
}

export async function saveVideoConfig(db: Db, config: VideoConfig, by: string): Promise<VideoConfig> {
  const values = {
    api_key: config.apiKey,
    channel_id: config.channelId,
    current_video_id: config.currentVideoId,
    show_video: config.showVideo,
    updated_by: by,
  };
  await db
    .insertInto('video_configs')
    .values({ id: VIDEO_ID, ...values })
    .onConflict((oc) => oc.column('id').doUpdateSet({ ...values, updated_at: new Date() }))
    .execute();
  return findVideoConfig(db);
}

export async function findDashboardMenus(db: Db): Promise<DashboardMenuItem[]> {
  return db.selectFrom('dashboard_menus').select(['menu', 'label', 'href', 'target', 'sequence']).orderBy('menu').orderBy('sequence').execute();
}

export async function replaceDashboardMenus(db: Db, items: DashboardMenuItem[]): Promise<DashboardMenuItem[]> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('dashboard_menus').execute();
    if (items.length > 0) await trx.insertInto('dashboard_menus').values(items).execute();
  });
  return findDashboardMenus(db);
}

// ---- Per-user release-note state ----

/** Until their first visit to the update centre, a user has "seen" everything released before they joined. */
export async function findReleaseNoteState(db: Db, user: { id: string; created_at: Date }): Promise<ReleaseNoteState> {
  const row = await db.selectFrom('release_note_states').selectAll().where('user_id', '=', user.id).executeTakeFirst();
  return {
    lastSeenAt: iso(row?.last_seen_at ?? user.created_at),
    popupReleaseId: row?.popup_release_id ?? null,
    popupShownCount: row?.popup_shown_count ?? 0,
  };
}

export async function saveReleaseNoteState(
  db: Db,
  userId: string,
  changes: { lastSeenAt?: Date; popupReleaseId?: string; popupShownCount?: number },
): Promise<void> {
  const set = {
    ...(changes.lastSeenAt ? { last_seen_at: changes.lastSeenAt } : {}),
    ...(changes.popupReleaseId ? { popup_release_id: changes.popupReleaseId } : {}),
    ...(changes.popupShownCount !== undefined ? { popup_shown_count: changes.popupShownCount } : {}),
  };
  await db
    .insertInto('release_note_states')
    .values({ user_id: userId, ...set })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...set, updated_at: new Date() }))
    .execute();
}

// ---- Terms ----

export async function acceptTerms(db: Db, userId: string, version: number) {
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('terms_acceptances')
      .values({ user_id: userId, version })
      .onConflict((oc) => oc.columns(['user_id', 'version']).doUpdateSet({ accepted_at: new Date() }))
      .execute();
    return trx.updateTable('users').set({ terms_pending: false }).where('id', '=', userId).returningAll().executeTakeFirstOrThrow();
  });
}
