import * as z from 'zod';
import { RELEASE_NOTES_RANGE_ORDER } from './content-constants';
import { tileReferenceSchema } from './tile';

// The platform's content (spec 1 §7, spec 2 §7): release notes and planned downtime with maintenance, which the
// start-up call carries. Legal pages, terms, the video and the menus are the content area's (areas/content).
// The server validates with the same schemas.

const isoDateTime = z.string().datetime({ offset: true });
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format YYYY-MM-DD.');
/** Rich text is HTML; the server sanitises it on write and the browser again at render. */
const richText = z.string().max(200_000);

// ---- Release notes (spec 1 §3 "Release notification", spec 2 §3 "Notification") ----

/** Spec 1 §7 / spec 2 §7: the content service serves release notes at most 200 a page, newest first. */
const RELEASE_NOTES_MAX_PAGE = 200;

const releaseNoteContentSchema = z.object({
  releaseTitle: z.string().min(1).max(200),
  releaseDate: isoDateTime,
  releaseContent: richText,
});

export const releaseNoteSchema = z.object({
  id: z.string().uuid(),
  releaseDate: isoDateTime,
  content: releaseNoteContentSchema,
});
export type ReleaseNote = z.infer<typeof releaseNoteSchema>;

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

/** The signed-in user's release-note state, kept on the server so it follows them across devices. */
export const releaseNoteStateSchema = z.object({
  /** When the user last visited the update centre (their sign-up time until the first visit). */
  lastSeenAt: isoDateTime.nullable(),
  /** The release the popup count belongs to; a newer unread release starts the count again. */
  popupReleaseId: z.string().uuid().nullable(),
  popupShownCount: z.number().int().min(0),
});
export type ReleaseNoteState = z.infer<typeof releaseNoteStateSchema>;

export const releaseNoteStateUpdateSchema = z
  .object({
    lastSeenAt: isoDateTime.optional(),
    popupReleaseId: z.string().uuid().optional(),
    popupShownCount: z.number().int().min(0).max(100).optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'Give at least one field to change.');
export type ReleaseNoteStateUpdate = z.infer<typeof releaseNoteStateUpdateSchema>;

// ---- Planned downtime and maintenance (spec 1 §3, §4, §7) ----

/** App-wide downtime: the full-page maintenance screen while it is on and now is inside the window. */
const downtimeSchema = z.object({
  appName: z.string(),
  showDownTime: z.boolean(),
  plannedDownStartTime: isoDateTime,
  plannedDownEndTime: isoDateTime,
  /** The UK calendar date the downtime starts on. */
  plannedDownTimeDate: isoDate,
});
export type Downtime = z.infer<typeof downtimeSchema>;

/** A tile's planned downtime: its pages are blank while now is inside the window. */
export const maintenanceConfigSchema = z.object({
  id: z.number().int(),
  tileName: tileReferenceSchema,
  startDowntimeDate: isoDateTime,
  endDowntimeDate: isoDateTime,
  text: z.string(),
});
export type MaintenanceConfig = z.infer<typeof maintenanceConfigSchema>;

/** GET /content/downtime answers `{ content }`, uncached. */
export const downtimeContentSchema = z.object({
  content: z.object({ downtime: downtimeSchema.nullable(), maintenance: z.array(maintenanceConfigSchema) }),
});
export type DowntimeContent = z.infer<typeof downtimeContentSchema>['content'];

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
