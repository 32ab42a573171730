import { errorEnvelopeSchema } from '@farm/core/domain';
import type { CachePolicy } from '../../http';

/** The error answers every content call can give. */
export const readErrors = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema };
/**
 * Content reads are the same for every signed-in user and change when staff edit them: a browser keeps them a
 * minute, then revalidates. `private`, since they need a token. (Downtime is the exception: spec 1 §7 has it
 * uncached.)
 */
export const CONTENT_CACHE: CachePolicy = { scope: 'private', maxAgeSeconds: 60 };
export const writeErrors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema };
