import { releaseNoteSchema, tileReferenceSchema } from '@farm/core/domain';
import * as z from 'zod';
import { RELEASE_NOTES_RANGE_ORDER } from './content-constants';

// The update centre's lists and the staff's editing of release notes, downtime and tile maintenance (spec 1 §7,
// spec 2 §2, §7). What the start-up call carries (a release note, the downtime) is the platform's, in @farm/core.

const isoDateTime = z.string().datetime({ offset: true });
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format YYYY-MM-DD.');
/** Rich text is HTML; the server sanitises it on write and the browser again at render. */
const richText = z.string().max(200_000);

/** Spec 1 §7 / spec 2 §7: the content service serves release notes at most 200 a page, newest first. */
const RELEASE_NOTES_MAX_PAGE = 200;

export const releaseNoteListSchema = z.object({
  notifications: z.array(releaseNoteSchema),
  /** How many notes match the query before paging. */
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1).max(RELEASE_NOTES_MAX_PAGE),
});
export type ReleaseNoteList = z.infer<typeof releaseNoteListSchema>;

/** Inclusive calendar days; either end may be left open. */
const releaseDateRange = { from: isoDate.optional(), to: isoDate.optional() };
const inOrder = ({ from, to }: { from?: string; to?: string }) => !from || !to || from <= to;
const outOfOrder = { message: RELEASE_NOTES_RANGE_ORDER, path: ['to'] };

/** The update centre's date-range filter (spec 2 §2), checked by the form and by the server's query below. */
export const releaseNotesRangeSchema = z.object(releaseDateRange).refine(inOrder, outOfOrder);

/**
 * GET /content/release-notes: newest first. `skip` leaves out the newest notes before paging (History is
 * "all but the first"); `from`/`to` filter by release date (inclusive calendar days).
 */
export const releaseNotesQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(RELEASE_NOTES_MAX_PAGE).default(RELEASE_NOTES_MAX_PAGE),
    skip: z.coerce.number().int().min(0).max(1_000).default(0),
    ...releaseDateRange,
  })
  .refine(inOrder, outOfOrder);

export const releaseNoteWriteSchema = z.object({
  releaseTitle: z.string().trim().min(1).max(200),
  releaseDate: isoDateTime,
  releaseContent: richText,
});

// ---- Editing planned downtime and tile maintenance (spec 1 §4, §7) ----

const windowRefinement = <T extends { start: string; end: string }>(value: T) => Date.parse(value.end) > Date.parse(value.start);

export const downtimeWriteSchema = z
  .object({
    appName: z.string().trim().min(1).max(100),
    showDownTime: z.boolean(),
    plannedDownStartTime: isoDateTime,
    plannedDownEndTime: isoDateTime,
  })
  .refine((v) => windowRefinement({ start: v.plannedDownStartTime, end: v.plannedDownEndTime }), {
    message: 'The end must be after the start.',
    path: ['plannedDownEndTime'],
  });

export const maintenanceWriteSchema = z
  .object({
    tileName: tileReferenceSchema,
    startDowntimeDate: isoDateTime,
    endDowntimeDate: isoDateTime,
    text: z.string().trim().max(1000).default(''),
  })
  .refine((v) => windowRefinement({ start: v.startDowntimeDate, end: v.endDowntimeDate }), {
    message: 'The end must be after the start.',
    path: ['endDowntimeDate'],
  });
