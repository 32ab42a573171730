import * as z from 'zod';

/** Every API response is `{ status, data }`; errors carry `errorCode` and `errorMessage` instead (spec 1 §7). */
export const envelopeSchema = <T extends z.ZodType>(data: T) => z.object({ status: z.literal(200), data });

export const errorEnvelopeSchema = z.object({
  status: z.number().int(),
  errorCode: z.string(),
  errorMessage: z.string(),
});

export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
