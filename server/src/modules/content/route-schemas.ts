import { type CachePolicy, errorResponses } from '../../http';

/** The error answers every content call can give. */
export const readErrors = { ...errorResponses(401, 403) };
/**
 * Content reads are the same for every signed-in user and change when staff edit them: a browser keeps them a
 * minute, then revalidates. `private`, since they need a token. (Downtime is the exception: spec 1 §7 has it
 * uncached.)
 */
export const CONTENT_CACHE: CachePolicy = { scope: 'private', maxAgeSeconds: 60 };
export const writeErrors = { ...errorResponses(400, 401, 403, 404) };
