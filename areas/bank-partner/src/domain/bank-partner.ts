import * as z from 'zod';

/** GET /accounts/{id}/oxbury-profile (spec 1 §7): whether the selected business banks with the partner bank. */
export const oxburyProfileSchema = z.object({ isOxburyCustomer: z.boolean() });
export type OxburyProfile = z.infer<typeof oxburyProfileSchema>;
