// One request at a time: how long a single call takes, as a farmer's page waits for it (no queueing behind other
// requests, unlike the load tests).
const WARM_UP = 20;
const SAMPLES = 300;

const percentile = (sorted, share) => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];

/** Resolves with `{ p50Ms, p95Ms, failures }` over SAMPLES sequential GETs of `url`, after WARM_UP unmeasured ones. */
export async function measureLatency(url, headers = {}) {
  let failures = 0;
  const times = [];
  for (let i = 0; i < WARM_UP + SAMPLES; i += 1) {
    const started = performance.now();
    const answer = await fetch(url, { headers });
    await answer.arrayBuffer();
    const ms = performance.now() - started;
    if (!answer.ok) failures += 1;
    if (i >= WARM_UP) times.push(ms);
  }
  times.sort((a, b) => a - b);
  const round = (ms) => Math.round(ms * 10) / 10;
  return { p50Ms: round(percentile(times, 0.5)), p95Ms: round(percentile(times, 0.95)), failures };
}
