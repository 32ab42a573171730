import type { OidcMetadata } from '@farm/auth/client-config-shape';

/** The fields of a provider's discovery document the portal uses: the browser's sign-in and the API's keys. */
export type DiscoveryDocument = OidcMetadata;

const FIELDS = ['issuer', 'authorization_endpoint', 'token_endpoint', 'end_session_endpoint', 'revocation_endpoint', 'userinfo_endpoint', 'jwks_uri'] as const;

export const discoveryPath = '/.well-known/openid-configuration';

/** The document's fields the portal uses, checked: a provider answering something else is an error. */
export function pickDiscovery(document: unknown): DiscoveryDocument {
  const source = (document ?? {}) as Record<string, unknown>;
  const picked = Object.fromEntries(FIELDS.filter((field) => typeof source[field] === 'string').map((field) => [field, source[field]]));
  if (!picked.issuer || !picked.authorization_endpoint || !picked.token_endpoint) {
    throw new Error('The OpenID discovery document has no issuer, authorization or token endpoint.');
  }
  return picked as unknown as DiscoveryDocument;
}

/** An external issuer's discovery document, over the network. */
export async function fetchDiscovery(issuer: string): Promise<DiscoveryDocument> {
  const response = await fetch(`${issuer}${discoveryPath}`, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`OpenID discovery failed with HTTP ${response.status}`);
  return pickDiscovery(await response.json());
}

/** Loads once and keeps the answer; a failure is retried on the next call rather than remembered. */
export function keepOnceLoaded<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}
