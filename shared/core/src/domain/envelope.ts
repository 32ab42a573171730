import * as z from 'zod';

/**
 * Every API response is `{ status, data }`; errors carry `errorCode` and `errorMessage` instead (spec 1 §7).
 * `status` repeats the HTTP status of the answer: 200, or 201 for something created (issue 26 §6).
 */
export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.number().int().min(200).max(299).describe('The HTTP status of the answer, repeated'), data });

export const errorEnvelopeSchema = z.object({
  status: z.number().int(),
  errorCode: z.string(),
  errorMessage: z.string(),
});

export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
