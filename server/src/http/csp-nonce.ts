import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';

const nonces = new WeakMap<ServerResponse, string>();

/**
 * This response's Content-Security-Policy nonce, made on first use: the policy header (security-headers.ts)
 * and every inline script and style the page carries read the same one. Keyed by the raw response, because
 * the embedded OpenID provider renders its own pages (Koa) with nothing else of the request's.
 */
export function cspNonce(response: ServerResponse): string {
  let nonce = nonces.get(response);
  if (nonce === undefined) {
    nonce = randomBytes(16).toString('base64');
    nonces.set(response, nonce);
  }
  return nonce;
}
