import { accountReferenceSchema, errorEnvelopeSchema } from '@farm/core/domain';
import * as z from 'zod';

export const tags = ['account users'];
export const accountParams = z.object({ id: accountReferenceSchema });
export const memberParams = accountParams.extend({ userId: z.uuid('Not a user of this business.') });
export const errorResponses = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};
