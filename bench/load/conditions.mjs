// The conditions of issue 8's figures: a mid-range phone's CPU (4x slower than this machine) on loopback, and on
// a farm's slow 4G (150 ms round trip, 1.6 Mbps down, 750 kbps up: Lighthouse's mobile throttling).
export const CPU_SLOWDOWN = 4;

export const NETWORKS = [
  { name: 'loopback' },
  { name: '150 ms RTT, 1.6 Mbps', latencyMs: 150, downloadBitsPerSecond: 1_600_000, uploadBitsPerSecond: 750_000 },
];

/** Slows the page's CPU and, for a throttled network, its requests (DevTools' emulation: latency per request). */
export async function applyConditions(cdp, network) {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  if (!network.latencyMs) return;
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: network.latencyMs,
    downloadThroughput: network.downloadBitsPerSecond / 8,
    uploadThroughput: network.uploadBitsPerSecond / 8,
  });
}
