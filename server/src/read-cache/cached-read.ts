import { LRUCache } from 'lru-cache';
import type { DataChanges } from './data-changes';

export interface CachedRead<V> {
  /** The value kept for `key`, or `load()`'s, kept while the watched tables do not change. */
  get(key: string, load: () => Promise<V>): Promise<V>;
}

/**
 * A read made of the watched tables, kept per key (the user) until they change (DataChanges). Bounded: the
 * least recently used go first. The generation is taken before the read, so a write that lands while it runs
 * makes its result stale at once.
 */
export function cachedRead<V extends object>(changes: Pick<DataChanges, 'generation'>, { max = 10_000 }: { max?: number } = {}): CachedRead<V> {
  const entries = new LRUCache<string, { generation: number; value: V }>({ max });
  return {
    async get(key, load) {
      const kept = entries.get(key);
      if (kept && kept.generation === changes.generation()) return kept.value;
      const generation = changes.generation();
      const value = await load();
      entries.set(key, { generation, value });
      return value;
    },
  };
}
