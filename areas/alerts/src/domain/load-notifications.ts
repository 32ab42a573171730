import * as z from 'zod';

/**
 * Load notifications (issue 29, beyond the specs: Bushel's grower app has them). When a business's load is
 * weighed, sampled or self-billed, or a claim is made on it, its users get a bell entry; each user chooses which
 * of these are also e-mailed to them.
 */
export const LOAD_EVENTS = ['weighed', 'sampled', 'selfBilled', 'claims'] as const;
export type LoadEvent = (typeof LOAD_EVENTS)[number];

/** The Notifications section's switches, in the words the user reads. */
export const LOAD_EVENT_LABELS: Readonly<Record<LoadEvent, string>> = {
  weighed: 'A load is weighed',
  sampled: 'A load is sampled',
  selfBilled: 'A load is self-billed',
  claims: 'A claim is made on a load',
};

export const loadNotificationPreferencesSchema = z.object({
  weighed: z.boolean(),
  sampled: z.boolean(),
  selfBilled: z.boolean(),
  claims: z.boolean(),
});
export type LoadNotificationPreferences = z.infer<typeof loadNotificationPreferencesSchema>;

/** All off, except claims: a claim takes money off a load, which the farmer should hear of unasked. */
export const DEFAULT_LOAD_NOTIFICATION_PREFERENCES: LoadNotificationPreferences = {
  weighed: false,
  sampled: false,
  selfBilled: false,
  claims: true,
};
