import { createServer, type Server } from 'node:net';

const listening = () =>
  new Promise<Server>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => resolve(probe));
  });

/**
 * `count` different ports nothing listens on, chosen by the operating system (held open together, so no two are
 * the same). Each server of a run gets its own, so runs side by side, and a worker still stopping its servers,
 * never collide with a new one, and nothing waits for a port to come free.
 */
export async function osAssignedPorts(count: number): Promise<number[]> {
  const probes = await Promise.all(Array.from({ length: count }, listening));
  const ports = probes.map((probe) => (probe.address() as { port: number }).port);
  await Promise.all(probes.map((probe) => new Promise((resolve) => probe.close(resolve))));
  return ports;
}
