// Ports for the bench's own servers: 9800-9899, which the end-to-end runs (8181-8199, 9681-9699) never use.
import { createServer } from 'node:net';

const FIRST = 9800;
const LAST = 9899;
/** Handed out in this run but perhaps not listened on yet: never handed out twice. */
const handedOut = new Set();

const canListen = (port) =>
  new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

/** A port in the bench's range that nothing listens on. */
export async function freePort() {
  for (let port = FIRST; port <= LAST; port++) {
    if (handedOut.has(port) || !(await canListen(port))) continue;
    handedOut.add(port);
    return port;
  }
  throw new Error(`No free port between ${FIRST} and ${LAST}: something else holds them all.`);
}
