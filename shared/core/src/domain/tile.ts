import * as z from 'zod';

/** Tile references the admin screen manages (spec 1 §3), plus the other areas of spec 1 §1. */
const tileReferences = [
  'mycropmarketing',
  'mysoyl',
  'greenlight',
  'fertiliser',
  'mapping',
  'yagro',
  'calculators',
  'myaccount',
  'grainsamples',
  'mymarkets',
  'subscribe',
  'events',
  'oxbury',
] as const;

export const tileReferenceSchema = z.enum(tileReferences);
export type TileReference = z.infer<typeof tileReferenceSchema>;

/** A tile as one user sees it on one business account: the catalogue entry merged with that user's access. */
export const tileSchema = z.object({
  id: z.number().int(),
  reference: tileReferenceSchema,
  type: z.enum(['group', 'item']),
  text: z.string(),
  description: z.string(),
  /** A portal path such as `/dashboard/myc`, or an absolute URL for areas hosted elsewhere. */
  route: z.string(),
  target: z.enum(['_self', '_blank']),
  visible: z.boolean(),
  locked: z.boolean(),
  sequence: z.number().int(),
  externalUserAccess: z.boolean(),
  /** Feature-flag rules: hide the tile when `hideWhenFlag` is on, show it only when `showWhenFlag` is on. */
  hideWhenFlag: z.string().nullable(),
  showWhenFlag: z.string().nullable(),
});

export type Tile = z.infer<typeof tileSchema>;
