import * as z from 'zod';

export const featureToggleSchema = z.object({
  id: z.string().min(1).max(100),
  enabled: z.boolean(),
  /** Client filter parameters: the audience, by user e-mail and by group name. */
  audience: z.object({
    users: z.array(z.string()),
    groups: z.array(z.string()),
    exclusionUsers: z.array(z.string()),
    exclusionGroups: z.array(z.string()),
  }),
});

export type FeatureToggle = z.infer<typeof featureToggleSchema>;

export const featureToggleListSchema = z.object({ toggles: z.array(featureToggleSchema) });

/** Who a toggle is evaluated for: internal users belong to named staff groups. */
export interface FeatureSubject {
  email: string;
  internal: boolean;
  groups: readonly string[];
}

/** A toggle's name: lower-case words joined by hyphens, as every flag of spec 1 §6. */
export const featureToggleIdSchema = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Invalid feature toggle name.')
  .max(100);

/** PUT /admin/feature-toggles/:id: the toggle's new state; the name comes from the path. */
export const featureToggleUpdateSchema = featureToggleSchema.omit({ id: true });
export type FeatureToggleUpdate = z.infer<typeof featureToggleUpdateSchema>;
