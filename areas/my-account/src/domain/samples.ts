import * as z from 'zod';
import { myAccountMessages, PARCEL_NOTES_PATTERN, PARCEL_TEXT_PATTERN, SAMPLE_LIMITS, TONNAGE_PATTERN } from './my-account-constants';

// Grain samples and parcels (spec 3 §3, issue 15): the sample rows, detail and filters the server answers, and the
// parcel form the wizard and the server check with the same rules.

const isoDate = z.iso.date();

export const sampleResultSchema = z.object({ reference: z.string(), name: z.string(), result: z.number().nullable(), unit: z.string() });
export type SampleResult = z.infer<typeof sampleResultSchema>;

/** §3 Sample: one grain sample with its analysis, in the order the lab recorded it. */
export const sampleRowSchema = z.object({
  sampleId: z.string(),
  reference: z.string(),
  contractReference: z.string().nullable(),
  commodity: z.string(),
  commodityNo: z.number(),
  variety: z.string().nullable(),
  varietyNo: z.number().nullable(),
  locality: z.string().nullable(),
  dateTaken: isoDate,
  cropYear: z.number(),
  results: z.array(sampleResultSchema),
});
export type SampleRow = z.infer<typeof sampleRowSchema>;

/** The sample detail and its print view (§3): the sample, and who it was taken for. */
export const sampleDetailSchema = sampleRowSchema.extend({
  name: z.string(),
  street: z.string().nullable(),
  county: z.string().nullable(),
  postcode: z.string().nullable(),
  telephone: z.string().nullable(),
  fax: z.string().nullable(),
  /** The whole address on one line, as the print view heads it. */
  address: z.string(),
  /** The contract's product (Feed Wheat...), or the commodity when the sample is on no contract. */
  productLine: z.string(),
});
export type SampleDetail = z.infer<typeof sampleDetailSchema>;

/** §3 Sample filters: what the account's samples hold. */
export const sampleFiltersSchema = z.object({
  commodities: z.array(z.object({ commodityNo: z.number(), description: z.string() })),
  varieties: z.array(z.object({ varietyNo: z.number(), description: z.string(), commodityNo: z.number() })),
  localities: z.array(z.string()),
});
export type SampleFilters = z.infer<typeof sampleFiltersSchema>;

/** §5: the parcel form, the wizard's step 3; the server checks every parcel of a save with the same rules. */
export const parcelFormSchema = z.object({
  parcelName: z
    .string()
    .trim()
    .min(1, myAccountMessages.parcelNameRequired)
    .max(SAMPLE_LIMITS.parcelName, myAccountMessages.parcelNameTooLong)
    .regex(PARCEL_TEXT_PATTERN, myAccountMessages.parcelNameCharacters),
  tonnage: z
    .string()
    .trim()
    .max(SAMPLE_LIMITS.tonnage, myAccountMessages.tonnageTooLong)
    .regex(TONNAGE_PATTERN, myAccountMessages.tonnageCharacters)
    .default(''),
  targetGrade: z.string().max(50).default('None'),
  notes: z.string().max(SAMPLE_LIMITS.notes, myAccountMessages.notesTooLong).regex(PARCEL_NOTES_PATTERN, myAccountMessages.parcelNameCharacters).default(''),
});
export type ParcelForm = z.input<typeof parcelFormSchema>;

const commodityRefSchema = z.object({ commodityNo: z.number().int().positive(), description: z.string().max(50) });

/** §3 Parcel as the server keeps it. */
export const parcelSchema = z.object({
  parcelId: z.string(),
  parcelName: z.string(),
  commodity: commodityRefSchema,
  /** The ids of the account's samples grouped into it. */
  samples: z.array(z.string()),
  tonnage: z.string(),
  targetGrade: z.string(),
  notes: z.string(),
  shared: z.boolean(),
  created: z.iso.datetime({ offset: true }),
  createdBy: z.string(),
  lastUpdated: z.iso.datetime({ offset: true }),
});
export type Parcel = z.infer<typeof parcelSchema>;

/**
 * One parcel of a save (§7): a parcel kept from the list read carries its parcelId, a new one none (the server
 * makes it); created, createdBy and lastUpdated are the server's to set, so they are not read.
 */
export const parcelInputSchema = parcelFormSchema.extend({
  parcelId: z.uuid().optional(),
  commodity: commodityRefSchema,
  samples: z.array(z.uuid()).min(1).max(SAMPLE_LIMITS.wizardFetchSize),
  shared: z.boolean().default(false),
});
export type ParcelInput = z.input<typeof parcelInputSchema>;

/** POST and PUT /accounts/{id}/grain-sample/parcels: the whole list (§7 'the whole list is replaced'). */
export const parcelsWriteSchema = z.object({ parcels: z.array(parcelInputSchema).max(500) });
export const parcelsSchema = z.object({ parcels: z.array(parcelSchema) });
