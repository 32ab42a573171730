import * as z from 'zod';

// Calculator data from the content service (spec 2 §3, §7): the Limus products and the wheat nitrogen
// guideline figure. Field names are the spec's, kebab-case included. The server validates with the same schemas.

const percent = z.number().min(0).max(100);

/** Spec 2 §3 "Limus product": a fertiliser and the Limus inclusion rate (lt per tonne) advised for it. */
export const limusProductSchema = z.object({
  productName: z.string().trim().min(1).max(120),
  'specific-gravity': z.number().gt(0).max(5),
  'analysis-w-w-n': percent,
  'analysis-w-w-so3': percent,
  /** Null when only the w/w analysis is known: w/v = specific gravity × w/w. */
  'analysis-w-v-n': percent.nullable(),
  'analysis-w-v-so3': percent.nullable(),
  'limus-perform-rate': z.number().gt(0).max(100),
  company: z.string().trim().min(1).max(120),
});
export type LimusProduct = z.infer<typeof limusProductSchema>;

export const limusProductListSchema = z.object({
  products: z.array(limusProductSchema).max(200),
});
export type LimusProductList = z.infer<typeof limusProductListSchema>;

/** Spec 2 §5: the Nmax guide starts at 220 kg N/ha unless the content service says otherwise. */
export const DEFAULT_GUIDELINE_FIGURE = 220;

/** Spec 2 §3: the guideline figure (kg N/ha) the Nmax guide starts from; 220 in spec 2 §5. */
export const wheatNitrogenGuidelineSchema = z.object({
  guidelinefig: z.number().gt(0).max(1000),
});
export type WheatNitrogenGuideline = z.infer<typeof wheatNitrogenGuidelineSchema>;

/** How long browsers and proxies may reuse the public calculator data, in seconds. */
export const CALCULATOR_DATA_MAX_AGE_SECONDS = 300;
