import { errorEnvelopeSchema } from '@farm/core/domain';

/** The error answers every content call can give. */
export const readErrors = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema };
export const writeErrors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema };
