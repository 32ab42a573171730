// Requests and bytes over the wire of one page, from the DevTools protocol's network events: encodedDataLength
// counts what the network delivered (headers and the still-compressed body), and nothing for a cache hit.

/**
 * Starts counting `cdp`'s page's requests; `counts(origin?)` gives the requests, those served from the cache and
 * the bytes since the last `reset()`, of every origin or only of `origin`; `quiet(ms)` resolves once no request
 * has been in flight for `ms`.
 */
export async function meterNetwork(cdp) {
  let requests = new Map();
  const inFlight = new Set();
  let lastActivity = performance.now();
  const touch = () => (lastActivity = performance.now());

  cdp.on('Network.requestWillBeSent', ({ requestId, request, redirectResponse }) => {
    touch();
    if (request.url.startsWith('data:')) return;
    const previous = requests.get(requestId);
    // A redirect hop reuses the request id: count the hop as its own request.
    if (previous && redirectResponse) {
      previous.bytes += redirectResponse.encodedDataLength ?? 0;
      requests.set(`${requestId}#${requests.size}`, previous);
    }
    requests.set(requestId, { origin: new URL(request.url).origin, bytes: 0, fromCache: false });
    inFlight.add(requestId);
  });
  cdp.on('Network.requestServedFromCache', ({ requestId }) => {
    const entry = requests.get(requestId);
    if (entry) entry.fromCache = true;
  });
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    const entry = requests.get(requestId);
    if (entry && (response.fromDiskCache || response.fromPrefetchCache)) entry.fromCache = true;
  });
  const finish = (requestId, bytes = 0) => {
    touch();
    inFlight.delete(requestId);
    const entry = requests.get(requestId);
    if (entry) entry.bytes += bytes;
  };
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => finish(requestId, encodedDataLength));
  cdp.on('Network.loadingFailed', ({ requestId }) => finish(requestId));
  await cdp.send('Network.enable');

  return {
    reset() {
      requests = new Map();
      inFlight.clear();
      touch();
    },
    counts(origin) {
      const chosen = [...requests.values()].filter((entry) => !origin || entry.origin === origin);
      return {
        requests: chosen.length,
        fromCache: chosen.filter((entry) => entry.fromCache).length,
        bytes: chosen.reduce((sum, entry) => sum + entry.bytes, 0),
      };
    },
    async quiet(ms, timeoutMs = 60_000) {
      const deadline = performance.now() + timeoutMs;
      // The page's requests are events in another process: there is nothing to await but the next check.
      while (inFlight.size > 0 || performance.now() - lastActivity < ms) {
        if (performance.now() > deadline) throw new Error(`The page's network did not go quiet in ${timeoutMs / 1000} s.`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
  };
}
