import { z } from 'zod';

/**
 * One line of a batch: a record of the merchant's, keyed by its own id, with the source's version of it. The
 * version is a whole number, or the time the source last changed the record (`updatedAt`, ISO 8601), as long as one
 * source keeps to one of them: a later version is a larger number or a later time.
 */
/** A whole number, written as a JSON number or as digits (a CSV cell). */
const wholeNumber = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^\d{1,15}$/, 'a whole number')
      .transform(Number),
  ])
  .pipe(z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER));

/**
 * A decimal, written as a JSON number or as a numeral (a CSV cell has no types), checked by `schema`: one rule for
 * both ways in.
 */
export const decimal = (schema: z.ZodNumber) =>
  z
    .union([
      z.number(),
      z
        .string()
        .trim()
        .regex(/^-?\d+(\.\d+)?$/, 'a number')
        .transform(Number),
    ])
    .pipe(schema);

/** A text field a record may leave out: trimmed, not empty, at most `max` characters. */
export const optionalText = (max: number) => z.string().trim().min(1).max(max).optional();

/** To the penny, as the lists, documents and e-mails show money. */
export const pounds = (value: number) => Math.round(value * 100) / 100;

export const integrationRecordSchema = z.object({
  kind: z.string().min(1).max(40),
  externalId: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[\x21-\x7e]+$/, 'printable characters without spaces'),
  version: z.union([wholeNumber, z.iso.datetime({ offset: true })]),
  data: z.record(z.string(), z.unknown()),
});
export type IntegrationRecord = z.infer<typeof integrationRecordSchema>;

/** The version as one comparable number: itself, or the update time in milliseconds since 1970. */
export const versionNumber = (version: IntegrationRecord['version']): bigint => BigInt(typeof version === 'number' ? version : Date.parse(version));

/** The first problem zod found, as `path: message`, for a result line. */
export function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0]!;
  return issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message;
}
