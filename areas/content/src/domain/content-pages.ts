import * as z from 'zod';
import { TERMS_VERSION } from './content-constants';

// The content pages of spec 1 §7 and spec 2 §7: legal pages and the terms' acceptance, the dashboard video and
// the dashboard menus. The server validates with the same schemas. (Release notes and planned downtime are in
// release-notes-and-downtime.ts; what the start-up call carries of them is the platform's, in @farm/core.)

const isoDateTime = z.string().datetime({ offset: true });
/** Rich text is HTML; the server sanitises it on write and the browser again at render. */
const richText = z.string().max(200_000);

// ---- Legal pages (spec 1 §2, §7) ----

const legalSlugs = ['terms-and-conditions', 'myfarm-privacy-policy', 'cookie-policy', 'how-do-i-pay'] as const;
export const legalSlugSchema = z.enum(legalSlugs);
export type LegalSlug = z.infer<typeof legalSlugSchema>;

export const legalPageSchema = z.object({
  slug: legalSlugSchema,
  title: z.string(),
  content: richText,
  updatedAt: isoDateTime,
});
export type LegalPage = z.infer<typeof legalPageSchema>;

export const legalPageWriteSchema = z.object({ title: z.string().trim().min(1).max(200), content: richText });

// ---- Terms acceptance (spec 1 §7: PUT /myuser/terms, body data (accept terms, version 1)) ----

export const acceptTermsBodySchema = z.object({
  data: z.object({ acceptTerms: z.literal(true), version: z.literal(TERMS_VERSION) }),
});
export type AcceptTermsBody = z.infer<typeof acceptTermsBodySchema>;

// ---- Dashboard video (spec 1 §3 "Video config") ----

export const videoConfigSchema = z.object({
  apiKey: z.string().max(200),
  channelId: z.string().max(100),
  currentVideoId: z.string().regex(/^[A-Za-z0-9_-]{0,32}$/, 'Invalid video id.'),
  showVideo: z.boolean(),
});
export type VideoConfig = z.infer<typeof videoConfigSchema>;

// ---- Dashboard menus ----

export const dashboardMenuItemSchema = z.object({
  menu: z.string().trim().min(1).max(50),
  label: z.string().trim().min(1).max(100),
  /** A portal path (`/dashboard/...`) or an https:// address. */
  href: z.string().regex(/^(\/dashboard(\/[A-Za-z0-9/_-]*)?|https:\/\/\S+)$/, 'Use a /dashboard path or an https:// address.'),
  target: z.enum(['_self', '_blank']),
  sequence: z.number().int(),
});
export type DashboardMenuItem = z.infer<typeof dashboardMenuItemSchema>;
export const dashboardMenusSchema = z.object({ items: z.array(dashboardMenuItemSchema).max(200) });
