import type { IncomingMessage } from 'node:http';

/**
 * The request as the provider should see it when its body has already been read (to check it, see
 * mount-provider.ts): everything reads through to the real request, except that the body can be read again.
 * oidc-provider reads bodies itself, from `req.iterator()` while `req.readable`; its only other way in (a
 * pre-parsed `req.body`) logs a warning on first use.
 */
export function replayBody<T extends Pick<IncomingMessage, 'iterator'>>(raw: T, body: Buffer): T {
  const replay = Object.create(raw) as T;
  Object.defineProperty(replay, 'readable', { value: true });
  Object.defineProperty(replay, 'iterator', {
    value: async function* iterator() {
      yield body;
    },
  });
  return replay;
}
