import { createServer } from 'node:net';

const GRACE_MS = 30_000;

const canListen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

/**
 * Resolves once `port` is free. After a failed test Playwright starts the next worker of the same slot while
 * the last one is still stopping its servers on the slot's ports, so a server on the port gets a while to go
 * before it counts as someone else's.
 */
export async function waitForFreePort(port: number, what: string): Promise<void> {
  const deadline = Date.now() + GRACE_MS;
  while (!(await canListen(port))) {
    if (Date.now() > deadline) throw new Error(`Port ${port} (${what}) is in use: stop what listens there, or set E2E_PORT to other ports.`);
    // Another process holds the port: there is no event to wait on.
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
