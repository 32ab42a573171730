// One autocannon measurement: 50 connections, a short warm-up (JIT, connection pools, caches), then the measured run.
import autocannon from 'autocannon';

export const CONNECTIONS = 50;
const WARM_UP_SECONDS = 2;
const MEASURE_SECONDS = 6;

const hammer = (url, headers, duration) => autocannon({ url, headers, connections: CONNECTIONS, duration });

/** Resolves with `{ rps, p99Ms, failures }`: mean requests a second, 99th percentile latency, and non-2xx answers or errors. */
export async function loadTest(url, headers = {}) {
  await hammer(url, headers, WARM_UP_SECONDS);
  const result = await hammer(url, headers, MEASURE_SECONDS);
  return { rps: result.requests.average, p99Ms: result.latency.p99, failures: result.non2xx + result.errors + result.timeouts };
}
