import { LRUCache } from 'lru-cache';

/**
 * The longest a verified token's answer is kept, whatever the token's own lifetime: it bounds how long an
 * operator's change to a user (`npm run users`) can take to reach an instance. The embedded provider's tokens
 * live 5 minutes by default, so for them this is the token's life.
 */
export const MAX_REMEMBERED_MS = 5 * 60_000;

export interface VerifiedTokens<T> {
  get(token: string): T | undefined;
  /** Keeps what `token` proved until it expires (`exp`, seconds since the epoch), at most MAX_REMEMBERED_MS. */
  remember(token: string, value: T, exp: number | undefined): void;
}

/**
 * Access tokens this instance has verified, with what they proved, so the next request with the same token skips
 * the signature check and the user look-up. Bounded: the least recently used go first.
 */
export function verifiedTokens<T extends object>({ max = 10_000, clock = Date.now }: { max?: number; clock?: () => number } = {}): VerifiedTokens<T> {
  const cache = new LRUCache<string, T>({
    max,
    // Exact expiry against the clock, so an entry never outlives its token.
    ttlResolution: 0,
    perf: { now: clock },
  });
  return {
    get: (token) => cache.get(token),
    remember: (token, value, exp) => {
      // A token without an expiry is checked every time.
      if (exp === undefined) return;
      // An entry stands while its age is at most `ttl`; the token is refused from the millisecond `exp` starts.
      const ttl = Math.min(exp * 1000 - 1 - clock(), MAX_REMEMBERED_MS);
      if (ttl > 0) cache.set(token, value, { ttl });
    },
  };
}
