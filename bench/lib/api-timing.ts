// What the PostgreSQL benches of My Account and the movements grid both measure: a call's p50 and p95 over warmed
// runs, and a CSV export's first byte, time and server memory as it streams. Run under tsx in the bench's process.

const WARM_UP = 5;
const RUNS = 40;

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)]!;

/** p50 and p95 of `run` over 40 calls after 5 unmeasured ones. */
export async function timed(run: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  for (let index = 0; index < WARM_UP; index += 1) await run();
  const times: number[] = [];
  for (let index = 0; index < RUNS; index += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

/**
 * A CSV export over real HTTP, read as it streams and thrown away, so only the server's memory is in the figure:
 * the peak growth of resident memory and of the heap (garbage included, sampled every 20 ms), and of the live heap
 * (after a full collection, every 2 s; needs --expose-gc) over the memory before it.
 */
export async function csvExport(url: string, headers: Record<string, string>) {
  globalThis.gc?.();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  let peakLive = before.heapUsed;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, 20);
  const liveSampler = setInterval(() => {
    globalThis.gc?.();
    peakLive = Math.max(peakLive, process.memoryUsage().heapUsed);
  }, 2000);
  try {
    const started = performance.now();
    const response = await fetch(url, { headers: { ...headers, accept: 'text/csv' } });
    if (response.status !== 200) throw new Error(`CSV ${url}: ${response.status} ${await response.text()}`);
    const reader = response.body!.getReader();
    let firstByteMs = 0;
    let bytes = 0;
    let newlines = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!firstByteMs) firstByteMs = performance.now() - started;
      bytes += value.length;
      for (const byte of value) if (byte === 10) newlines += 1;
    }
    return {
      status: response.status,
      rows: newlines - 1,
      bytes,
      firstByteMs,
      totalMs: performance.now() - started,
      rssGrowth: peakRss - before.rss,
      heapGrowth: peakHeap - before.heapUsed,
      liveHeapGrowth: peakLive - before.heapUsed,
    };
  } finally {
    clearInterval(sampler);
    clearInterval(liveSampler);
  }
}
