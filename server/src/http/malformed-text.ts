import { ApiError } from './api-error';

// NUL, which PostgreSQL refuses in text and jsonb, and half of a surrogate pair, which no encoding can store.
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const MALFORMED = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const MALFORMED_TEXT_MESSAGE = 'The request contains a character that cannot be accepted (a NUL character or half of a surrogate pair).';
export const malformedTextError = () => new ApiError(400, 'INVALID_CHARACTERS', MALFORMED_TEXT_MESSAGE);

// Parsed queries and forms are plain objects with prototypes of their own (fast-querystring's), so tell objects
// to look into by their tag, which Buffers, Dates and the like do not share.
const isRecord = (value: object) => Object.prototype.toString.call(value) === '[object Object]';

/**
 * True when any string in `value` (a query, path parameters, a parsed JSON or form body), or any key of its
 * objects, holds a character no text column can store. Buffers and other objects that are not records are not looked into.
 * A loop, not recursion: a body nested a hundred thousand deep costs time in proportion, never the stack.
 */
export function containsMalformedText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (MALFORMED.test(next)) return true;
    } else if (next !== null && typeof next === 'object' && (Array.isArray(next) || isRecord(next))) {
      for (const [key, item] of Object.entries(next)) {
        if (MALFORMED.test(key)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}
