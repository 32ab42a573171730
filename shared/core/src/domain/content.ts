import * as z from 'zod';
import { tileReferenceSchema } from './tile';

// The platform's content (spec 1 §7, spec 2 §7): what the start-up call carries, the header's release notes and
// their seen state, and the planned downtime with maintenance. Editing them, the update centre's lists and the
// legal pages, terms, video and menus are the content area's (areas/content). The server validates with the same
// schemas.

const isoDateTime = z.string().datetime({ offset: true });
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format YYYY-MM-DD.');
/** Rich text is HTML; the server sanitises it on write and the browser again at render. */
const richText = z.string().max(200_000);

// ---- Release notes (spec 1 §3 "Release notification", spec 2 §3 "Notification") ----

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
