/**
 * Spec 1 §4: a repeat request is skipped while the same request is loading or once it has loaded. The
 * cache holds promises, so concurrent callers share one flight; a failure leaves the cache so it can be
 * retried. It is dropped whenever the selected account changes.
 */
const entries = new Map<string, Promise<unknown>>();

export function cachedRequest<T>(key: string, load: () => Promise<T>): Promise<T> {
  const existing = entries.get(key);
  if (existing) return existing as Promise<T>;
  const pending = load().catch((error: unknown) => {
    entries.delete(key);
    throw error;
  });
  entries.set(key, pending);
  return pending;
}

export function clearRequestCache(): void {
  entries.clear();
}

export function requestCacheSize(): number {
  return entries.size;
}
