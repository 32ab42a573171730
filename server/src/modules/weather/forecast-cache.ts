/**
 * Provider answers per (place, range, hour), in memory. Per instance and safe to lose: a miss only costs one
 * provider call. Holds promises so concurrent requests for the same key share one call; a failure is not kept.
 */
export class ForecastCache<T> {
  private readonly entries = new Map<string, Promise<T>>();

  constructor(private readonly maxEntries = 2000) {}

  get(key: string, load: () => Promise<T>): Promise<T> {
    const cached = this.entries.get(key);
    if (cached) return cached;
    const pending = load();
    pending.catch(() => this.entries.delete(key));
    this.entries.set(key, pending);
    // Oldest first out: Map keeps insertion order.
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return pending;
  }

  get size(): number {
    return this.entries.size;
  }
}
